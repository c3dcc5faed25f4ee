import { desc, eq, sql } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { adsKeywords } from '../../db/schema/index'
import { newId } from '../../lib/ids'

export type KeywordRow = typeof adsKeywords.$inferSelect
export type KeywordMetrics = Pick<
  KeywordRow,
  'term' | 'matchType' | 'clicks' | 'impressions' | 'costMicros' | 'cpcMicros' | 'lastSeenAt'
>

export function createAdsRepository(db: Tx) {
  return {
    list: (limit: number) =>
      db
        .select()
        .from(adsKeywords)
        .orderBy(desc(adsKeywords.costMicros), desc(adsKeywords.clicks), adsKeywords.term)
        .limit(limit),
    findIdByTerm: async (term: string): Promise<string | null> => {
      const [row] = await db
        .select({ id: adsKeywords.id })
        .from(adsKeywords)
        .where(eq(sql`lower(${adsKeywords.term})`, term.trim().toLowerCase()))
        .limit(1)
      return row?.id ?? null
    },
    /** Inserts or refreshes one keyword's metrics (keyed by term and match type). */
    upsert: async (k: KeywordMetrics, now: Date) => {
      await db
        .insert(adsKeywords)
        .values({ id: newId(), ...k, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: [adsKeywords.term, adsKeywords.matchType],
          set: {
            clicks: k.clicks,
            impressions: k.impressions,
            costMicros: k.costMicros,
            cpcMicros: k.cpcMicros,
            lastSeenAt: k.lastSeenAt,
            updatedAt: now,
          },
        })
    },
  }
}
export type AdsRepository = ReturnType<typeof createAdsRepository>
