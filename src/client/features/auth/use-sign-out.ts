import { useNavigate } from 'react-router'
import { useAuth } from './auth-context'

/** Signs out and goes home. */
export function useSignOut() {
  const { logoutMutation } = useAuth()
  const navigate = useNavigate()
  const signOut = () => logoutMutation.mutate(undefined, { onSuccess: () => navigate('/') })
  return { signOut, pending: logoutMutation.isPending }
}
