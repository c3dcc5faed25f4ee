import type { KeywordMetrics } from './ads.repository'

/**
 * Realistic daily figures for five payment-processing searches, used when no ads account is
 * connected. Cost-per-click levels reflect the high commercial intent of merchant-services terms.
 */
const samples = [
  {
    term: 'credit card processing fees',
    matchType: 'PHRASE',
    clicksPerDay: 14,
    ctr: 0.046,
    cpcMicros: 6_850_000,
  },
  {
    term: 'best payment processor for small business',
    matchType: 'BROAD',
    clicksPerDay: 9,
    ctr: 0.038,
    cpcMicros: 8_420_000,
  },
  {
    term: 'merchant services comparison',
    matchType: 'PHRASE',
    clicksPerDay: 5,
    ctr: 0.041,
    cpcMicros: 7_310_000,
  },
  { term: 'interchange plus pricing', matchType: 'EXACT', clicksPerDay: 3, ctr: 0.062, cpcMicros: 4_960_000 },
  { term: 'stripe vs square fees', matchType: 'EXACT', clicksPerDay: 7, ctr: 0.071, cpcMicros: 2_740_000 },
] as const

const DAY_MS = 86_400_000

/** Sample metrics for the date range, scaled by its length in days (inclusive). */
export function sampleKeywords(startDate: string, endDate: string): KeywordMetrics[] {
  const start = Date.parse(`${startDate}T00:00:00Z`)
  const end = Date.parse(`${endDate}T00:00:00Z`)
  const days = Math.max(1, Math.round((end - start) / DAY_MS) + 1)
  const lastSeenAt = new Date(end + 12 * 3_600_000)
  return samples.map((s) => {
    const clicks = s.clicksPerDay * days
    return {
      term: s.term,
      matchType: s.matchType,
      clicks,
      impressions: Math.round(clicks / s.ctr),
      cpcMicros: s.cpcMicros,
      costMicros: clicks * s.cpcMicros,
      lastSeenAt,
    }
  })
}
