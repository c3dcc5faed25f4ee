import { SignedOutOthersSchema } from '@shared/auth/auth.schemas'
import { apiRequest } from '../../../lib/api-client'

/** POST /api/user/sessions/revoke-others: signs out every other device. */
export const revokeOtherSessions = async () =>
  SignedOutOthersSchema.parse(await (await apiRequest('POST', '/api/user/sessions/revoke-others')).json())
