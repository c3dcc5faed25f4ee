import type { ChangePasswordRequest } from '@shared/account/account.schemas'
import { MessageSchema } from '@shared/auth/auth.schemas'
import { sendJson } from '../../../lib/api-client'

export const changePassword = (input: ChangePasswordRequest) =>
  sendJson('POST', '/api/user/change-password', MessageSchema, input)
