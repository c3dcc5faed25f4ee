import { MessageSchema } from '@shared/auth/auth.schemas'
import {
  type CreateRateAlert,
  RateAlertListSchema,
  RateAlertSchema,
  type UpdateRateAlert,
} from '@shared/rate-alerts/rate-alert.schemas'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { getJson, sendJson } from '../../../lib/api-client'

export const rateAlertsKey = ['/api/user/rate-alerts'] as const

/** GET /api/user/rate-alerts: the account's alerts, newest first. */
const rateAlertsQuery = queryOptions({
  queryKey: rateAlertsKey,
  queryFn: async () => getJson(rateAlertsKey[0], RateAlertListSchema),
})
export const useRateAlerts = () => useQuery(rateAlertsQuery)

/** POST /api/user/rate-alerts. */
export const createRateAlert = async (body: CreateRateAlert) =>
  sendJson('POST', rateAlertsKey[0], RateAlertSchema, body)

/** PUT /api/user/rate-alerts/{id}. */
export const updateRateAlert = async (id: string, body: UpdateRateAlert) =>
  sendJson('PUT', `${rateAlertsKey[0]}/${encodeURIComponent(id)}`, RateAlertSchema, body)

/** DELETE /api/user/rate-alerts/{id}. */
export const deleteRateAlert = async (id: string) =>
  sendJson('DELETE', `${rateAlertsKey[0]}/${encodeURIComponent(id)}`, MessageSchema)

/** The three alert mutations, each refreshing the list. */
export function useRateAlertMutations() {
  const client = useQueryClient()
  const onSuccess = () => client.invalidateQueries({ queryKey: rateAlertsKey })
  return {
    create: useMutation({ mutationFn: createRateAlert, onSuccess }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: string; body: UpdateRateAlert }) => updateRateAlert(id, body),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: deleteRateAlert, onSuccess }),
  }
}
