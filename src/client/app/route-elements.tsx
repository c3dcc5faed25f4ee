import { Suspense, useEffect, useState } from 'react'
import { useAuth } from '../features/auth/auth-context'
import { useSignOut } from '../features/auth/use-sign-out'
import { NotFoundPage } from '../features/errors/not-found-page'
import { usePublicConfig } from '../lib/config-context'
import { isAdminUser } from '../lib/is-admin'
import { AdminPage, DashboardPage, ImpersonationBanner, MethodologyPage } from './pages'

// Pages get the session and configuration they need from here, so features stay independent.

export function DashboardRoute() {
  const { user } = useAuth()
  const { signOut, pending } = useSignOut()
  // The banner is the browser's business: loaded after hydration, never part of the server's HTML.
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  if (!user) return null
  return (
    <>
      {mounted && (
        <Suspense fallback={null}>
          <ImpersonationBanner />
        </Suspense>
      )}
      <DashboardPage user={user} onSignOut={signOut} signingOut={pending} />
    </>
  )
}

export function AdminRoute() {
  const { user } = useAuth()
  if (!user) return null
  return <AdminPage user={user} isAdmin={isAdminUser(user)} />
}

export function NotFoundRoute() {
  const { user } = useAuth()
  const { supportEmail } = usePublicConfig()
  return <NotFoundPage signedIn={user !== null} supportEmail={supportEmail} />
}

export function MethodologyRoute() {
  const { brandName } = usePublicConfig()
  return <MethodologyPage brandName={brandName} />
}
