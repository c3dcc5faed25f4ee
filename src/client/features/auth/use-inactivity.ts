import { useEffect, useRef } from 'react'

export type InactivityTimings = {
  /** Idle time after which the user is signed out. */
  limitMs: number
  /** How long before the limit the warning shows. */
  warningBeforeMs: number
}

const minute = 60_000

/** The idle limit the server enforces for this account, warned five minutes ahead (or halfway when shorter). */
export const inactivityFor = (idleMinutes: number): InactivityTimings => ({
  limitMs: idleMinutes * minute,
  warningBeforeMs: Math.min(5 * minute, (idleMinutes * minute) / 2),
})

const activityEvents = ['mousemove', 'mousedown', 'keydown', 'scroll', 'touchstart', 'click'] as const

type Options = InactivityTimings & {
  enabled: boolean
  /** When idleness began to count (epoch ms): the timers' first run deducts the time already idle. */
  idleSince: number
  onWarning: () => void
  onExpire: () => void
}

/** Runs the warning and expiry timers while enabled; any mouse, key, scroll, touch or click restarts them. */
export function useInactivity({
  enabled,
  idleSince,
  limitMs,
  warningBeforeMs,
  onWarning,
  onExpire,
}: Options) {
  const callbacks = useRef({ onWarning, onExpire })
  callbacks.current = { onWarning, onExpire }

  useEffect(() => {
    if (!enabled) return
    let warningTimer: ReturnType<typeof setTimeout> | undefined
    let expiryTimer: ReturnType<typeof setTimeout> | undefined
    let lastReset = 0

    const start = (idleMs = 0) => {
      clearTimeout(warningTimer)
      clearTimeout(expiryTimer)
      const warnAt = limitMs - warningBeforeMs
      if (warnAt > 0) warningTimer = setTimeout(() => callbacks.current.onWarning(), warnAt - idleMs)
      expiryTimer = setTimeout(() => callbacks.current.onExpire(), limitMs - idleMs)
    }
    // Mouse moves arrive in bursts: restarting the timers at most once a second is plenty.
    const onActivity = () => {
      const now = Date.now()
      if (now - lastReset < 1000) return
      lastReset = now
      start()
    }

    start(Math.max(0, Date.now() - idleSince))
    for (const event of activityEvents) window.addEventListener(event, onActivity, { passive: true })
    return () => {
      clearTimeout(warningTimer)
      clearTimeout(expiryTimer)
      for (const event of activityEvents) window.removeEventListener(event, onActivity)
    }
  }, [enabled, idleSince, limitMs, warningBeforeMs])
}
