import { Center, Loader } from '@mantine/core'
import { pages } from '@shared/routes'
import { Navigate, Outlet } from 'react-router'
import { useAuth } from '../features/auth/auth-context'

/** Spinner while the user is being determined, then /auth for visitors who are not signed in (home right after signing out). */
export function ProtectedRoute() {
  const { user, isLoading, signedOutTo } = useAuth()
  if (isLoading) {
    return (
      <Center mih="60vh">
        <Loader aria-label="Loading" />
      </Center>
    )
  }
  if (!user) return <Navigate to={signedOutTo ?? pages.auth.href()} replace />
  return <Outlet />
}
