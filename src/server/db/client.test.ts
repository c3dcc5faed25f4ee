import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { openPglite } from './client'

const database = await openPglite(undefined)
afterAll(() => database.close())

describe('the embedded database', () => {
  it('lets the server take turns while many queries wait: a timer is not held up until the last one', async () => {
    let doneWhenTimerFired = -1
    let done = 0
    setTimeout(() => {
      doneWhenTimerFired = done
    }, 0)
    // 200 queries of about 1 ms each, all queued at once, as many requests at a time would queue them.
    await Promise.all(
      Array.from({ length: 200 }, () => database.db.execute(sql`select pg_sleep(0.001)`).then(() => done++)),
    )
    expect(done).toBe(200)
    expect(doneWhenTimerFired).toBeGreaterThanOrEqual(0)
    expect(doneWhenTimerFired).toBeLessThan(100)
  })
})
