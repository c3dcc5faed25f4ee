import { z } from 'zod'

export const CacheFiguresSchema = z.object({
  /** Stable per cache: `render`, `catalogue`, `report-pdfs`, … */
  id: z.string(),
  name: z.string(),
  description: z.string(),
  entries: z.number(),
  hits: z.number(),
  misses: z.number(),
  /** Hits as a share of lookups, 0 to 100, or null before the first lookup. */
  hitRate: z.number().nullable(),
})
export type CacheFigures = z.infer<typeof CacheFiguresSchema>

export const CacheStatusSchema = z.object({ caches: z.array(CacheFiguresSchema), since: z.string() })
export type CacheStatus = z.infer<typeof CacheStatusSchema>

export const hitRate = (hits: number, misses: number) =>
  hits + misses === 0 ? null : Math.round((hits / (hits + misses)) * 1000) / 10
