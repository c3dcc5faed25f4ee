import { authApi } from '@shared/auth/auth.api'
import type { LoginRequest, RegisterRequest, User } from '@shared/auth/auth.schemas'
import { isMfaRequired } from '@shared/auth/login-answer'
import { secondFactorApi } from '@shared/auth/second-factor.api'
import type { LoginResponse, TotpCode } from '@shared/auth/second-factor.schemas'
import { userQueryKey } from '@shared/auth/user-query-key'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '../../../components/toast'
import { call, errorMessage } from '../../../lib/api-client'

/** Signs in: the user, or `{ mfaRequired: true }` when a code from an authenticator app must follow. */
export function useLogin() {
  const queryClient = useQueryClient()
  return useMutation<LoginResponse, Error, LoginRequest>({
    mutationFn: (credentials) => call(authApi.login, { body: credentials }),
    onSuccess: (answer) => {
      if (!isMfaRequired(answer)) queryClient.setQueryData(userQueryKey, answer)
    },
    onError: (error) =>
      toast({ title: 'Login failed', description: errorMessage(error), variant: 'destructive' }),
  })
}

/** The code step of a sign-in that needs a second factor. A refused code is shown beside the code field (the code step's own alert), not as a toast. */
export function useSecondFactor() {
  const queryClient = useQueryClient()
  return useMutation<User, Error, TotpCode>({
    mutationFn: (body) => call(secondFactorApi.completeSignIn, { body }),
    onSuccess: (u) => queryClient.setQueryData(userQueryKey, u),
  })
}

/** Creates a free account, signed in at once. */
export function useRegister() {
  const queryClient = useQueryClient()
  return useMutation<User, Error, RegisterRequest>({
    mutationFn: (body) => call(authApi.register, { body }),
    onSuccess: (u) => queryClient.setQueryData(userQueryKey, u),
    onError: (error) =>
      toast({ title: 'Registration failed', description: errorMessage(error), variant: 'destructive' }),
  })
}
