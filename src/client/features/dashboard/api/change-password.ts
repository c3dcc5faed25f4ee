import { accountApi } from '@shared/account/account.api'
import type { ChangePasswordRequest } from '@shared/account/account.schemas'
import { useMutation } from '@tanstack/react-query'
import { call } from '../../../lib/api-client'

/** The signed-in user's new password; other sessions are signed out. */
export const useChangePassword = () =>
  useMutation({ mutationFn: (body: ChangePasswordRequest) => call(accountApi.changePassword, { body }) })
