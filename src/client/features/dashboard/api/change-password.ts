import type { ChangePasswordRequest } from '@shared/account/account.schemas'
import { MessageSchema } from '@shared/auth/auth.schemas'
import { useMutation } from '@tanstack/react-query'
import { sendJson } from '../../../lib/api-client'

/** POST /api/user/change-password. */
export const changePassword = (input: ChangePasswordRequest) =>
  sendJson('POST', '/api/user/change-password', MessageSchema, input)

export const useChangePassword = () => useMutation({ mutationFn: changePassword })
