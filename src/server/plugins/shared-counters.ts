import type { Hit } from '../modules/rate-limit/rate-limit.repository'

/** How often this instance adds its hits to the shared counters (and learns the other instances'). */
export const COUNTER_FLUSH_MS = 1000

type Counter = { resetAt: number; shared: number; pending: number; windowMs: number }

/**
 * Fixed-window hit counters shared by every instance without a database write per request: each hit
 * is counted in memory at once (the limit is checked against that), and every `COUNTER_FLUSH_MS` the
 * hits counted since are added to the shared row in one write per key, which answers the total of all
 * instances. A burst spread over several instances is seen whole within one flush.
 */
export function createSharedCounters(
  hit: (key: string, windowMs: number, now: Date, hits: number) => Promise<Hit>,
  now: () => Date,
  onError: (err: unknown) => void,
) {
  const counters = new Map<string, Counter>()
  let timer: NodeJS.Timeout | null = null

  const flush = async () => {
    timer = null
    const at = now()
    for (const [key, counter] of counters) {
      if (counter.pending === 0) {
        if (counter.resetAt <= at.getTime()) counters.delete(key)
        continue
      }
      const hits = counter.pending
      counter.pending = 0
      try {
        const total = await hit(key, counter.windowMs, at, hits)
        counter.shared = total.count
        counter.resetAt = total.resetAt.getTime()
      } catch (err) {
        // The database's own errors answer elsewhere; the hits stay counted here.
        counter.pending += hits
        onError(err)
      }
    }
  }

  return {
    /** Counts one hit; answers this window's total as known now. */
    incr: (key: string, windowMs: number): { current: number; ttl: number } => {
      const at = now().getTime()
      let counter = counters.get(key)
      if (!counter || counter.resetAt <= at) {
        counter = { resetAt: at + windowMs, shared: 0, pending: 0, windowMs }
        counters.set(key, counter)
      }
      counter.pending += 1
      if (!timer) timer = setTimeout(flush, COUNTER_FLUSH_MS).unref()
      return { current: counter.shared + counter.pending, ttl: counter.resetAt - at }
    },
    flush,
    stop: () => {
      if (timer) clearTimeout(timer)
      timer = null
    },
  }
}
