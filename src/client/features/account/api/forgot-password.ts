import { MessageSchema } from '@shared/auth/auth.schemas'
import { useMutation } from '@tanstack/react-query'
import { sendJson } from '../../../lib/api-client'

/** POST /api/forgot-password: the same answer whether or not the account exists. */
export const requestPasswordReset = (email: string) =>
  sendJson('POST', '/api/forgot-password', MessageSchema, { email })

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset })
