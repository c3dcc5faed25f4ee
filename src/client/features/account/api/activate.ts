import { ActivateResponseSchema } from '@shared/account/account.schemas'
import { sendJson } from '../../../lib/api-client'

/** POST /api/activate: activates the account of the emailed link and signs it in. */
export const activateAccount = (token: string, email: string) =>
  sendJson('POST', '/api/activate', ActivateResponseSchema, { token, email })
