import { type CacheStatus, hitRate } from '@shared/cache/cache.schemas'
import type { CatalogueCache } from '../catalogue/catalogue.service'
import type { ReportPdfs } from '../reports/report.service'

type Counted = { stats: () => { entries: number; hits: number; misses: number }; clear: () => void }

type Deps = {
  renderCache: Counted
  catalogueCache: Pick<CatalogueCache, 'stats' | 'clear'>
  /** The stored report PDFs (in the database, for every instance) and this instance's lookups. */
  reportPdfs: Pick<ReportPdfs, 'figures' | 'resetCounts'>
  /** Other kept content (assessment answers, content versions) forgotten with the caches. */
  alsoClear?: Array<() => void>
  now: () => Date
}

/** The in-memory caches of this server instance, their figures since start or the last clear. */
export function createCacheService({ renderCache, catalogueCache, reportPdfs, alsoClear = [], now }: Deps) {
  let since = now()
  const status = async (): Promise<CacheStatus> => {
    const r = renderCache.stats()
    const c = catalogueCache.stats()
    const pdfs = await reportPdfs.figures()
    return {
      since: since.toISOString(),
      caches: [
        {
          id: 'render',
          name: 'Page render cache',
          description: 'Whole public pages for signed-out visitors, by address and content version.',
          ...r,
          hitRate: hitRate(r.hits, r.misses),
        },
        {
          id: 'catalogue',
          name: 'Catalogue cache',
          description: 'The active providers, parsed once and reused until any provider row changes.',
          ...c,
          hitRate: hitRate(c.hits, c.misses),
        },
        { ...pdfs, hitRate: hitRate(pdfs.hits, pdfs.misses) },
      ],
    }
  }
  return {
    status,
    clear: () => {
      renderCache.clear()
      catalogueCache.clear()
      reportPdfs.resetCounts()
      for (const clear of alsoClear) clear()
      since = now()
    },
  }
}
export type CacheService = ReturnType<typeof createCacheService>
