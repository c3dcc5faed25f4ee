import { accountApi } from '@shared/account/account.api'
import { userQueryKey } from '@shared/auth/user-query-key'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { call } from '../../../lib/api-client'

/** Activates the account of the emailed link and signs it in, then reads the signed-in user again. */
export function useActivateAccount() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: { token: string; email: string }) => call(accountApi.activate, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueryKey }),
  })
}
