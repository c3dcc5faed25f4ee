import { describe, expect, it } from 'vitest'
import type { Hit } from '../modules/rate-limit/rate-limit.repository'
import { createSharedCounters } from './shared-counters'

/** One shared table of counters, as the database keeps them for every instance. */
function sharedTable() {
  const rows = new Map<string, Hit>()
  let writes = 0
  const hit = async (key: string, windowMs: number, now: Date, hits: number): Promise<Hit> => {
    writes += 1
    const row = rows.get(key)
    const next =
      !row || row.resetAt <= now
        ? { count: hits, resetAt: new Date(now.getTime() + windowMs) }
        : { count: row.count + hits, resetAt: row.resetAt }
    rows.set(key, next)
    return next
  }
  return { hit, writes: () => writes }
}

describe('global rate-limit counters', () => {
  it('count each hit at once without a database write, then share one write per key', async () => {
    const table = sharedTable()
    const now = () => new Date(1_000_000)
    const a = createSharedCounters(table.hit, now, () => {})
    for (let i = 1; i <= 50; i++) expect(a.incr('http:203.0.113.1', 60_000).current).toBe(i)
    expect(table.writes()).toBe(0)
    await a.flush()
    expect(table.writes()).toBe(1)
    a.stop()
  })

  it("each instance sees the others' hits after a flush", async () => {
    const table = sharedTable()
    const now = () => new Date(2_000_000)
    const a = createSharedCounters(table.hit, now, () => {})
    const b = createSharedCounters(table.hit, now, () => {})
    for (let i = 0; i < 30; i++) a.incr('http:203.0.113.2', 60_000)
    for (let i = 0; i < 20; i++) b.incr('http:203.0.113.2', 60_000)
    await a.flush()
    await b.flush()
    expect(b.incr('http:203.0.113.2', 60_000).current).toBe(51)
    // A knows the total as of its last flush, plus its own hits since.
    expect(a.incr('http:203.0.113.2', 60_000).current).toBe(31)
    await b.flush()
    await a.flush()
    expect(a.incr('http:203.0.113.2', 60_000).current).toBe(53)
    a.stop()
    b.stop()
  })

  it('a new window starts from zero', async () => {
    const table = sharedTable()
    let t = 3_000_000
    const a = createSharedCounters(
      table.hit,
      () => new Date(t),
      () => {},
    )
    for (let i = 0; i < 10; i++) a.incr('http:203.0.113.3', 60_000)
    await a.flush()
    t += 61_000
    expect(a.incr('http:203.0.113.3', 60_000)).toEqual({ current: 1, ttl: 60_000 })
    a.stop()
  })
})
