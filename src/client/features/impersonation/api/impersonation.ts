import { ImpersonateResponseSchema, ImpersonationStatusSchema } from '@shared/admin/impersonation.schemas'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client'

/** GET /api/impersonation: whether an administrator is acting as the signed-in user. */
export const impersonationQuery = queryOptions({
  queryKey: ['/api/impersonation'] as const,
  queryFn: async () =>
    ImpersonationStatusSchema.parse(await (await apiRequest('GET', '/api/impersonation')).json()),
})
export const useImpersonation = () => useQuery(impersonationQuery)

/** POST /api/impersonation/end: back to the administrator's own session. */
export const endImpersonation = async () =>
  ImpersonateResponseSchema.parse(await (await apiRequest('POST', '/api/impersonation/end')).json())
