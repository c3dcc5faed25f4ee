import type { AdsKeyword, SyncKeywordsInput, SyncKeywordsResult } from '@shared/blog/ads.schemas'
import type { AdsRepository, KeywordMetrics, KeywordRow } from './ads.repository'
import { sampleKeywords } from './sample-keywords'

/** Where keyword metrics come from: an ads API client when configured, sample data otherwise. */
export type KeywordSource = (startDate: string, endDate: string) => Promise<KeywordMetrics[]>

export const sampleKeywordSource: KeywordSource = async (startDate, endDate) =>
  sampleKeywords(startDate, endDate)

const toDto = (row: KeywordRow): AdsKeyword => ({
  id: row.id,
  term: row.term,
  matchType: row.matchType,
  clicks: row.clicks,
  impressions: row.impressions,
  costMicros: row.costMicros,
  cpcMicros: row.cpcMicros,
  lastSeenAt: row.lastSeenAt ? row.lastSeenAt.toISOString() : null,
})

export function createAdsService({
  repo,
  source = sampleKeywordSource,
  now,
}: {
  repo: AdsRepository
  source?: KeywordSource
  now: () => Date
}) {
  return {
    list: async (limit: number) => (await repo.list(limit)).map(toDto),
    findIdByTerm: (term: string) => repo.findIdByTerm(term),
    sync: async ({ startDate, endDate }: SyncKeywordsInput): Promise<SyncKeywordsResult> => {
      const rows = await source(startDate, endDate)
      let processed = 0
      for (const row of rows) {
        await repo.upsert(row, now())
        processed++
      }
      return { total: rows.length, processed }
    },
  }
}
export type AdsService = ReturnType<typeof createAdsService>
