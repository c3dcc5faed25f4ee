import { performance } from 'node:perf_hooks'

/**
 * How busy the server's thread has been over the last second (event-loop utilisation: the share of time
 * spent running code rather than waiting). Background work that can wait asks `busy()` first.
 */
export function createLoadProbe({ threshold = 0.7, intervalMs = 1000 } = {}) {
  let last = performance.eventLoopUtilization()
  let utilization = 0
  const timer = setInterval(() => {
    const current = performance.eventLoopUtilization()
    utilization = performance.eventLoopUtilization(current, last).utilization
    last = current
  }, intervalMs)
  timer.unref()
  return {
    busy: () => utilization > threshold,
    stop: () => clearInterval(timer),
  }
}
export type LoadProbe = ReturnType<typeof createLoadProbe>
