import type { LoginRequest, RegisterRequest, User } from '@shared/auth/auth.schemas'
import { isMfaRequired } from '@shared/auth/login-answer'
import type { LoginResponse, TotpCode } from '@shared/auth/second-factor.schemas'
import { userQueryKey } from '@shared/auth/user-query-key'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '../../../components/toast'
import { errorMessage, sendJson } from '../../../lib/api-client'

// The answers' schemas are loaded when a form is sent.
const userSchema = () => import('@shared/auth/auth.schemas').then((m) => m.UserSchema)
const loginAnswerSchema = () =>
  import('@shared/auth/second-factor.schemas').then((m) => m.LoginResponseSchema)

/** POST /api/login: the user, or `{ mfaRequired: true }` when a code from an authenticator app must follow. */
export function useLogin() {
  const queryClient = useQueryClient()
  return useMutation<LoginResponse, Error, LoginRequest>({
    mutationFn: (credentials) => sendJson('POST', '/api/login', loginAnswerSchema, credentials),
    onSuccess: (answer) => {
      if (!isMfaRequired(answer)) queryClient.setQueryData(userQueryKey, answer)
    },
    onError: (error) =>
      toast({ title: 'Login failed', description: errorMessage(error), variant: 'destructive' }),
  })
}

/** POST /api/login/mfa: the code step of a sign-in that needs a second factor. A refused code is shown beside the code field (the code step's own alert), not as a toast. */
export function useSecondFactor() {
  const queryClient = useQueryClient()
  return useMutation<User, Error, TotpCode>({
    mutationFn: (body) => sendJson('POST', '/api/login/mfa', userSchema, body),
    onSuccess: (u) => queryClient.setQueryData(userQueryKey, u),
  })
}

/** POST /api/register. */
export function useRegister() {
  const queryClient = useQueryClient()
  return useMutation<User, Error, RegisterRequest>({
    mutationFn: (data) => sendJson('POST', '/api/register', userSchema, data),
    onSuccess: (u) => queryClient.setQueryData(userQueryKey, u),
    onError: (error) =>
      toast({ title: 'Registration failed', description: errorMessage(error), variant: 'destructive' }),
  })
}
