import { z } from 'zod'

export const matchTypes = ['BROAD', 'PHRASE', 'EXACT'] as const

export const AdsKeywordSchema = z.object({
  id: z.string(),
  term: z.string(),
  matchType: z.enum(matchTypes),
  clicks: z.number().int(),
  impressions: z.number().int(),
  costMicros: z.number().int(),
  cpcMicros: z.number().int(),
  lastSeenAt: z.string().nullable(),
})
export type AdsKeyword = z.infer<typeof AdsKeywordSchema>

export const KeywordListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
})

const day = z.iso.date({ message: 'Dates must look like 2024-03-05' })

export const SyncKeywordsSchema = z
  .object({ startDate: day, endDate: day })
  .refine((r) => r.startDate <= r.endDate, {
    message: 'The start date must be on or before the end date',
    path: ['endDate'],
  })
export type SyncKeywordsInput = z.infer<typeof SyncKeywordsSchema>

export const SyncKeywordsResultSchema = z.object({ total: z.number().int(), processed: z.number().int() })
export type SyncKeywordsResult = z.infer<typeof SyncKeywordsResultSchema>

/** Spec: the sample-data notice shows when a sync returns exactly this many rows. */
export const SAMPLE_KEYWORD_COUNT = 5

/** Micros (millionths of a dollar) as dollars with 2 decimals. */
export const microsToDollars = (micros: number) => (micros / 1_000_000).toFixed(2)

export const TermParamSchema = z.object({ term: z.string().trim().min(1, 'Keyword is required').max(120) })
