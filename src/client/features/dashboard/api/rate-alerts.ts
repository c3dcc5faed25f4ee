import { keyOf } from '@shared/http/endpoint'
import { rateAlertApi } from '@shared/rate-alerts/rate-alert.api'
import type { CreateRateAlert, UpdateRateAlert } from '@shared/rate-alerts/rate-alert.schemas'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { call } from '../../../lib/api-client'

const rateAlertsKey = keyOf(rateAlertApi.list)

/** The account's alerts, newest first. */
const rateAlertsQuery = queryOptions({ queryKey: rateAlertsKey, queryFn: () => call(rateAlertApi.list) })
export const useRateAlerts = () => useQuery(rateAlertsQuery)

/** The three alert mutations, each refreshing the list. */
export function useRateAlertMutations() {
  const client = useQueryClient()
  const onSuccess = () => client.invalidateQueries({ queryKey: rateAlertsKey })
  return {
    create: useMutation({
      mutationFn: (body: CreateRateAlert) => call(rateAlertApi.create, { body }),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: string; body: UpdateRateAlert }) =>
        call(rateAlertApi.update, { params: { id }, body }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: string) => call(rateAlertApi.remove, { params: { id } }),
      onSuccess,
    }),
  }
}
