import { sql } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { rateLimits } from '../../db/schema/index'

export type Hit = { count: number; resetAt: Date }

export function createRateLimitRepository(db: Tx) {
  return {
    /** Counts `hits` (one unless said) in a fixed window, atomically, shared by every instance. */
    hit: async (key: string, windowMs: number, now: Date, hits = 1): Promise<Hit> => {
      const reset = new Date(now.getTime() + windowMs)
      const [row] = await db
        .insert(rateLimits)
        .values({ key, count: hits, resetAt: reset })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${rateLimits.resetAt} <= ${now} then ${hits} else ${rateLimits.count} + ${hits} end`,
            resetAt: sql`case when ${rateLimits.resetAt} <= ${now} then ${reset} else ${rateLimits.resetAt} end`,
          },
        })
        .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt })
      if (!row) throw new Error('rate limit upsert returned no row')
      return row
    },
    peek: async (key: string, now: Date): Promise<Hit | undefined> => {
      const rows = await db
        .select({ count: rateLimits.count, resetAt: rateLimits.resetAt })
        .from(rateLimits)
        .where(sql`${rateLimits.key} = ${key} and ${rateLimits.resetAt} > ${now}`)
      return rows[0]
    },
    clear: async (key: string) => {
      await db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`)
    },
  }
}
