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
  const userId = user?.id ?? null
  // Idleness counts from the moment a signed-in page is shown, not from when the watcher's code arrives.
  const [idleSince, setIdleSince] = useState<number | null>(null)
  useEffect(() => setIdleSince(userId === null ? null : Date.now()), [userId])
  if (!user || idleSince === null) return null
  return (
    <Suspense fallback={null}>
      <InactivityWatcher isAdmin={isAdminUser(user)} idleSince={idleSince} timings={inactivity} />
    </Suspense>
  )
}
