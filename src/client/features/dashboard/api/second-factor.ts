import {
  SecondFactorStatusSchema,
  secondFactorQueryKey,
  TotpEnrolmentSchema,
} from '@shared/auth/second-factor.schemas'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { getJson, sendJson } from '../../../lib/api-client'

/** GET /api/user/second-factor: whether sign-in asks for an authenticator code. */
const secondFactorQuery = queryOptions({
  queryKey: secondFactorQueryKey,
  queryFn: () => getJson(secondFactorQueryKey[0], SecondFactorStatusSchema),
})
export const useSecondFactor = () => useQuery(secondFactorQuery)

/** POST /api/user/second-factor/setup: a new secret to scan (takes effect once confirmed). */
export const startSecondFactorSetup = () =>
  sendJson('POST', '/api/user/second-factor/setup', TotpEnrolmentSchema)

/** POST /api/user/second-factor/enable and /disable, each confirmed with a code; both refresh the status. */
export function useSecondFactorSwitch() {
  const client = useQueryClient()
  const onSuccess = (status: unknown) => client.setQueryData(secondFactorQueryKey, status)
  return {
    enable: useMutation({
      mutationFn: (code: string) =>
        sendJson('POST', '/api/user/second-factor/enable', SecondFactorStatusSchema, { code }),
      onSuccess,
    }),
    disable: useMutation({
      mutationFn: (code: string) =>
        sendJson('POST', '/api/user/second-factor/disable', SecondFactorStatusSchema, { code }),
      onSuccess,
    }),
  }
}
