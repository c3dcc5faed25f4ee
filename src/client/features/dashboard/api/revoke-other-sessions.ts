import { SignedOutOthersSchema } from '@shared/auth/auth.schemas'
import { useMutation } from '@tanstack/react-query'
import { sendJson } from '../../../lib/api-client'

/** POST /api/user/sessions/revoke-others: signs out every other device. */
export const revokeOtherSessions = () =>
  sendJson('POST', '/api/user/sessions/revoke-others', SignedOutOthersSchema)

export const useRevokeOtherSessions = () => useMutation({ mutationFn: revokeOtherSessions })
