import { pages } from '@shared/routes'
import { useNavigate } from 'react-router'
import { useAuth } from './auth-context'

/** Signs out and goes home. */
export function useSignOut() {
  const { signOut: endSession, signingOut } = useAuth()
  const navigate = useNavigate()
  const signOut = () =>
    void endSession({ redirectTo: '/' }).then((signedOut) => {
      if (signedOut) navigate(pages.home.href())
    })
  return { signOut, pending: signingOut }
}
