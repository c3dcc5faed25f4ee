import { sessionApi } from '@shared/auth/session.api'
import { toast } from '../../components/toast'
import { call } from '../../lib/api-client'
import { usePublicConfig } from '../../lib/config-context'
import { useAuth } from './auth-context'
import { type InactivityTimings, inactivityFor, useInactivity } from './use-inactivity'

type Props = {
  isAdmin: boolean
  /** When the signed-in page started watching (epoch ms), before this code had loaded. */
  idleSince: number
  /** Overrides the server's idle limits (SESSION_IDLE_MINUTES, SESSION_ADMIN_IDLE_MINUTES). */
  timings?: InactivityTimings
}

/** Signs out an idle user (spec §4), warning five minutes before. */
export function InactivityWatcher({ isAdmin, idleSince, timings }: Props) {
  const { user, endSession } = useAuth()
  const config = usePublicConfig()
  const { limitMs, warningBeforeMs } =
    timings ?? inactivityFor(isAdmin ? config.adminIdleMinutes : config.sessionIdleMinutes)

  useInactivity({
    enabled: user !== null,
    idleSince,
    limitMs,
    warningBeforeMs,
    onWarning: () =>
      toast({
        title: 'Session Timeout Warning',
        description:
          'Your session will expire in 5 minutes due to inactivity. Click anywhere to extend your session.',
        variant: 'destructive',
        duration: 10_000,
      }),
    onExpire: () => {
      // The server may have ended the session already: the user is signed out here either way.
      call(sessionApi.logout)
        .catch(() => undefined)
        .finally(() => {
          endSession()
          toast({
            title: 'Session Expired',
            description: 'You have been logged out due to inactivity. Please log in again.',
            variant: 'destructive',
            duration: 5000,
          })
        })
    },
  })
  return null
}
