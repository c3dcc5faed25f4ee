import type { User } from '@shared/auth/auth.schemas'
import { sessionApi } from '@shared/auth/session.api'
import { userQueryKey } from '@shared/auth/user-query-key'
import { createContext, type ReactNode, useCallback, useContext, useEffect, useState } from 'react'
import { useLocation } from 'react-router'
import { toast } from '../../components/toast'
import { fetchCurrentUser } from '../../lib/api/fetch-current-user'
import { call, errorMessage } from '../../lib/api-client'
import { useQueryData, useQueryDataStore } from '../../lib/query-data'

type LogoutOptions = { redirectTo?: string }

type AuthContextValue = {
  user: User | null
  isLoading: boolean
  /**
   * Signs out; resolves true once signed out. With `redirectTo`, protected pages send the visitor there
   * instead of to /auth.
   */
  signOut: (options?: LogoutOptions) => Promise<boolean>
  signingOut: boolean
  /** Forgets the session here (the user, every other query's data), the server's already ended or ending. */
  endSession: () => void
  /** Where a protected page sends the visitor right after a sign-out with `redirectTo`. */
  signedOutTo: string | null
}

const AuthContext = createContext<AuthContextValue | null>(null)

/**
 * The session every page shows. Signing in and registering belong to the sign-in page, which sets the
 * user in the query cache; the user here follows it (`lib/query-data.tsx`).
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const store = useQueryDataStore()
  const { pathname } = useLocation()
  const [signedOutTo, setSignedOutTo] = useState<string | null>(null)
  const [signingOut, setSigningOut] = useState(false)
  // Once the visitor has arrived, protected pages go back to sending visitors to /auth.
  useEffect(() => {
    if (signedOutTo !== null && pathname === signedOutTo) setSignedOutTo(null)
  }, [pathname, signedOutTo])
  const { data: user, isLoading } = useQueryData(userQueryKey, fetchCurrentUser)

  const endSession = useCallback(() => {
    store.set(userQueryKey, null)
    store.removeAllBut(userQueryKey)
  }, [store])

  const signOut = async (options?: LogoutOptions) => {
    setSigningOut(true)
    try {
      await call(sessionApi.logout)
      setSignedOutTo(options?.redirectTo ?? null)
      endSession()
      return true
    } catch (error) {
      toast({ title: 'Logout failed', description: errorMessage(error), variant: 'destructive' })
      return false
    } finally {
      setSigningOut(false)
    }
  }

  return (
    <AuthContext.Provider
      value={{
        user: user ?? null,
        isLoading,
        signOut,
        signingOut,
        endSession,
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
