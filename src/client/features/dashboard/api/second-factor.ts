import { secondFactorApi } from '@shared/auth/second-factor.api'
import type { SecondFactorStatus } from '@shared/auth/second-factor.schemas'
import { keyOf } from '@shared/http/endpoint'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { call } from '../../../lib/api-client'

const statusKey = keyOf(secondFactorApi.status)

/** Whether sign-in asks for an authenticator code. */
const secondFactorQuery = queryOptions({ queryKey: statusKey, queryFn: () => call(secondFactorApi.status) })
export const useSecondFactor = () => useQuery(secondFactorQuery)

/** A new secret to scan (takes effect once confirmed). */
export const startSecondFactorSetup = () => call(secondFactorApi.setup)

/** Turning it on and off, each confirmed with a code; both refresh the status. */
export function useSecondFactorSwitch() {
  const client = useQueryClient()
  const onSuccess = (status: SecondFactorStatus) => client.setQueryData(statusKey, status)
  return {
    enable: useMutation({
      mutationFn: (code: string) => call(secondFactorApi.enable, { body: { code } }),
      onSuccess,
    }),
    disable: useMutation({
      mutationFn: (code: string) => call(secondFactorApi.disable, { body: { code } }),
      onSuccess,
    }),
  }
}
