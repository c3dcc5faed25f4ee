import { ActivateResponseSchema } from '@shared/account/account.schemas'
import { userQueryKey } from '@shared/auth/user-query-key'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { sendJson } from '../../../lib/api-client'

/** POST /api/activate: activates the account of the emailed link and signs it in. */
export const activateAccount = (token: string, email: string) =>
  sendJson('POST', '/api/activate', ActivateResponseSchema, { token, email })

/** Activates, then reads the signed-in user again. */
export function useActivateAccount() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ token, email }: { token: string; email: string }) => activateAccount(token, email),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueryKey }),
  })
}
