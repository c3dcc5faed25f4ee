import { useAuth } from '../features/auth/auth-context'
import { InactivityWatcher } from '../features/auth/inactivity-watcher'
import type { InactivityTimings } from '../features/auth/use-inactivity'
import { isAdminUser } from '../lib/is-admin'

/** Client-side session rules: the inactivity sign-out. */
export function SessionGuards({ inactivity }: { inactivity?: InactivityTimings }) {
  const { user } = useAuth()
  return <InactivityWatcher isAdmin={isAdminUser(user)} timings={inactivity} />
}
