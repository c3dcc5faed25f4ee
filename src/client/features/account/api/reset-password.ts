import { MessageSchema } from '@shared/auth/auth.schemas'
import { useMutation } from '@tanstack/react-query'
import { sendJson } from '../../../lib/api-client'

/** POST /api/reset-password: a new password with the emailed token. */
export const resetPassword = (token: string, newPassword: string) =>
  sendJson('POST', '/api/reset-password', MessageSchema, { token, newPassword })

export const useResetPassword = () =>
  useMutation({
    mutationFn: ({ token, newPassword }: { token: string; newPassword: string }) =>
      resetPassword(token, newPassword),
  })
