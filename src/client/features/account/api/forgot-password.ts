import { accountApi } from '@shared/account/account.api'
import { useMutation } from '@tanstack/react-query'
import { call } from '../../../lib/api-client'

/** Emails a reset link: the same answer whether or not the account exists. */
export const useRequestPasswordReset = () =>
  useMutation({ mutationFn: (email: string) => call(accountApi.forgotPassword, { body: { email } }) })
