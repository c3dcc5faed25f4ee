import { performance } from 'node:perf_hooks'

/** The event loop's time so far (ms): spent running code (`active`) and waiting (`idle`). */
export type LoopTime = { active: number; idle: number }

/**
 * How busy the server's thread has been over the last second (event-loop utilisation: the share of time
 * spent running code rather than waiting). Background work that can wait asks `busy()` first. `loopTime`
 * reads Node's event loop unless a test hands it its own.
 */
export function createLoadProbe({
  threshold = 0.7,
  intervalMs = 1000,
  loopTime = (): LoopTime => performance.eventLoopUtilization(),
} = {}) {
  let last = loopTime()
  let utilization = 0
  const timer = setInterval(() => {
    const current = loopTime()
    const active = current.active - last.active
    const total = active + current.idle - last.idle
    utilization = total > 0 ? active / total : 0
    last = current
  }, intervalMs)
  timer.unref()
  return {
    busy: () => utilization > threshold,
    stop: () => clearInterval(timer),
  }
}
export type LoadProbe = ReturnType<typeof createLoadProbe>
