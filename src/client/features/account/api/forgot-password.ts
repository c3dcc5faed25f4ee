import { MessageSchema } from '@shared/auth/auth.schemas'
import { sendJson } from '../../../lib/api-client'

export const requestPasswordReset = (email: string) =>
  sendJson('POST', '/api/forgot-password', MessageSchema, { email })
