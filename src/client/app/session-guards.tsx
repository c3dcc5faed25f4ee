import { lazy, Suspense, useEffect, useState } from 'react'
import { useAuth } from '../features/auth/auth-context'
import type { InactivityTimings } from '../features/auth/use-inactivity'
import { isAdminUser } from '../lib/is-admin'

// Only a signed-in visitor has a session to watch: its code loads when there is one.
const InactivityWatcher = lazy(() =>
  import('../features/auth/inactivity-watcher').then((m) => ({ default: m.InactivityWatcher })),
)

/** Client-side session rules: the inactivity sign-out (the browser's business, never in the server's HTML). */
export function SessionGuards({ inactivity }: { inactivity?: InactivityTimings }) {
  const { user } = useAuth()
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  if (!mounted || !user) return null
  return (
    <Suspense fallback={null}>
      <InactivityWatcher isAdmin={isAdminUser(user)} timings={inactivity} />
    </Suspense>
  )
}
