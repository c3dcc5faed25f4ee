import type { LoginRequest, RegisterRequest, User } from '@shared/auth/auth.schemas'
import { isMfaRequired } from '@shared/auth/login-answer'
import type { LoginResponse, TotpCode } from '@shared/auth/second-factor.schemas'
import { userQueryKey } from '@shared/auth/user-query-key'
import { type UseMutationResult, useMutation, useQueryClient } from '@tanstack/react-query'
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react'
import { useLocation } from 'react-router'
import { toast } from '../../components/toast'
import { useCurrentUser } from '../../lib/api/current-user'
import { apiRequest, errorMessage, sendJson } from '../../lib/api-client'

type LogoutOptions = { redirectTo?: string }

type AuthContextValue = {
  user: User | null
  isLoading: boolean
  /** Answers the user, or `{ mfaRequired: true }` when a code from an authenticator app must follow. */
  loginMutation: UseMutationResult<LoginResponse, Error, LoginRequest>
  /** The code step of a sign-in that needs a second factor. */
  secondFactorMutation: UseMutationResult<User, Error, TotpCode>
  registerMutation: UseMutationResult<User, Error, RegisterRequest>
  /** Signs out; with `redirectTo`, protected pages send the visitor there instead of to /auth. */
  logoutMutation: UseMutationResult<void, Error, LogoutOptions | undefined>
  /** Where a protected page sends the visitor right after a sign-out with `redirectTo`. */
  signedOutTo: string | null
}

// The answers' schemas are loaded when a form is sent: every page has this provider, few sign in.
const userSchema = () => import('@shared/auth/auth.schemas').then((m) => m.UserSchema)
const loginAnswerSchema = () =>
  import('@shared/auth/second-factor.schemas').then((m) => m.LoginResponseSchema)

const AuthContext = createContext<AuthContextValue | null>(null)

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient()
  const { pathname } = useLocation()
  const [signedOutTo, setSignedOutTo] = useState<string | null>(null)
  // Once the visitor has arrived, protected pages go back to sending visitors to /auth.
  useEffect(() => {
    if (signedOutTo !== null && pathname === signedOutTo) setSignedOutTo(null)
  }, [pathname, signedOutTo])
  const { data: user, isLoading } = useCurrentUser()

  const loginMutation = useMutation<LoginResponse, Error, LoginRequest>({
    mutationFn: (credentials) => sendJson('POST', '/api/login', loginAnswerSchema, credentials),
    onSuccess: (answer) => {
      if (!isMfaRequired(answer)) queryClient.setQueryData(userQueryKey, answer)
    },
    onError: (error) =>
      toast({ title: 'Login failed', description: errorMessage(error), variant: 'destructive' }),
  })

  // A refused code is shown beside the code field (the code step's own alert), not as a toast.
  const secondFactorMutation = useMutation<User, Error, TotpCode>({
    mutationFn: (body) => sendJson('POST', '/api/login/mfa', userSchema, body),
    onSuccess: (u) => queryClient.setQueryData(userQueryKey, u),
  })

  const registerMutation = useMutation<User, Error, RegisterRequest>({
    mutationFn: (data) => sendJson('POST', '/api/register', userSchema, data),
    onSuccess: (u) => queryClient.setQueryData(userQueryKey, u),
    onError: (error) =>
      toast({ title: 'Registration failed', description: errorMessage(error), variant: 'destructive' }),
  })

  const logoutMutation = useMutation<void, Error, LogoutOptions | undefined>({
    mutationFn: async () => {
      await apiRequest('POST', '/api/logout')
    },
    onSuccess: (_data, options) => {
      setSignedOutTo(options?.redirectTo ?? null)
      queryClient.setQueryData(userQueryKey, null)
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== userQueryKey[0] })
    },
    onError: (error) =>
      toast({ title: 'Logout failed', description: errorMessage(error), variant: 'destructive' }),
  })

  return (
    <AuthContext.Provider
      value={{
        user: user ?? null,
        isLoading,
        loginMutation,
        secondFactorMutation,
        registerMutation,
        logoutMutation,
        signedOutTo,
      }}
    >
      {children}
    </AuthContext.Provider>
  )
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext)
  if (!context) throw new Error('useAuth must be used within an AuthProvider')
  return context
}
