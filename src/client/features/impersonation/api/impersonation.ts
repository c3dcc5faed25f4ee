import { impersonationApi } from '@shared/admin/impersonation.api'
import { keyOf } from '@shared/http/endpoint'
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query'
import { call } from '../../../lib/api-client'

/** Whether an administrator is acting as the signed-in user. */
export const impersonationQuery = queryOptions({
  queryKey: keyOf(impersonationApi.status),
  queryFn: () => call(impersonationApi.status),
})
export const useImpersonation = () => useQuery(impersonationQuery)

/** Ends the impersonation (back to the administrator's own session) and goes where the server says. */
export const useEndImpersonation = () =>
  useMutation({
    mutationFn: () => call(impersonationApi.end),
    onSuccess: (answer) => window.location.assign(answer.redirectTo),
  })
