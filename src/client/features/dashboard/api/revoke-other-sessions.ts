import { SignedOutOthersSchema } from '@shared/auth/auth.schemas'
import { sendJson } from '../../../lib/api-client'

/** POST /api/user/sessions/revoke-others: signs out every other device. */
export const revokeOtherSessions = async () =>
  sendJson('POST', '/api/user/sessions/revoke-others', SignedOutOthersSchema)
