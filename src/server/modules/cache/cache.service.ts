import { type CacheStatus, hitRate } from '@shared/cache/cache.schemas'
import type { Caches } from '../../lib/versioned-cache'
import type { ReportPdfs } from '../reports/report.service'

type Deps = {
  /** Every in-memory cache of this instance (lib/versioned-cache). */
  caches: Pick<Caches, 'figures' | 'clear'>
  /** The stored report PDFs (in the database, for every instance) and this instance's lookups. */
  reportPdfs: Pick<ReportPdfs, 'figures' | 'resetCounts'>
  now: () => Date
}

/** The in-memory caches of this server instance, their figures since start or the last clear. */
export function createCacheService({ caches, reportPdfs, now }: Deps) {
  let since = now()
  const status = async (): Promise<CacheStatus> => ({
    since: since.toISOString(),
    caches: [...caches.figures(), await reportPdfs.figures()].map((c) => ({
      ...c,
      hitRate: hitRate(c.hits, c.misses),
    })),
  })
  return {
    status,
    clear: () => {
      caches.clear()
      reportPdfs.resetCounts()
      since = now()
    },
  }
}
export type CacheService = ReturnType<typeof createCacheService>
