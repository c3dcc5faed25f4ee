import { accountApi } from '@shared/account/account.api'
import type { ResetPasswordRequest } from '@shared/account/account.schemas'
import { useMutation } from '@tanstack/react-query'
import { call } from '../../../lib/api-client'

/** A new password with the emailed token. */
export const useResetPassword = () =>
  useMutation({ mutationFn: (body: ResetPasswordRequest) => call(accountApi.resetPassword, { body }) })
