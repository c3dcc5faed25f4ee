import { authApi } from '@shared/auth/auth.api'
import { useMutation } from '@tanstack/react-query'
import { call } from '../../../lib/api-client'

/** Signs out every other device. */
export const useRevokeOtherSessions = () =>
  useMutation({ mutationFn: () => call(authApi.revokeOtherSessions) })
