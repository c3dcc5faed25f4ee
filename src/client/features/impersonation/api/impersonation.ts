import { ImpersonateResponseSchema, ImpersonationStatusSchema } from '@shared/admin/impersonation.schemas'
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query'
import { getJson, sendJson } from '../../../lib/api-client'

/** GET /api/impersonation: whether an administrator is acting as the signed-in user. */
export const impersonationQuery = queryOptions({
  queryKey: ['/api/impersonation'] as const,
  queryFn: async () => getJson('/api/impersonation', ImpersonationStatusSchema),
})
export const useImpersonation = () => useQuery(impersonationQuery)

/** POST /api/impersonation/end: back to the administrator's own session. */
export const endImpersonation = async () =>
  sendJson('POST', '/api/impersonation/end', ImpersonateResponseSchema)

/** Ends the impersonation and goes where the server says. */
export const useEndImpersonation = () =>
  useMutation({
    mutationFn: endImpersonation,
    onSuccess: (answer) => window.location.assign(answer.redirectTo),
  })
