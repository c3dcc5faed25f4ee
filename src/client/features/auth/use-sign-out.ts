import { useNavigate } from 'react-router'
import { useAuth } from './auth-context'

/** Signs out and goes home. */
export function useSignOut() {
  const { logoutMutation } = useAuth()
  const navigate = useNavigate()
  const signOut = () => logoutMutation.mutate({ redirectTo: '/' }, { onSuccess: () => navigate('/') })
  return { signOut, pending: logoutMutation.isPending }
}
