import { type CacheStatus, hitRate } from '@shared/cache/cache.schemas'
import type { CatalogueCache } from '../catalogue/catalogue.service'

type Counted = { stats: () => { entries: number; hits: number; misses: number }; clear: () => void }

type Deps = {
  renderCache: Counted
  catalogueCache: Pick<CatalogueCache, 'stats' | 'clear'>
  /** Other kept content (assessment answers, content versions) forgotten with the caches. */
  alsoClear?: Array<() => void>
  now: () => Date
}

/** The in-memory caches of this server instance, their figures since start or the last clear. */
export function createCacheService({ renderCache, catalogueCache, alsoClear = [], now }: Deps) {
  let since = now()
  const status = (): CacheStatus => {
    const r = renderCache.stats()
    const c = catalogueCache.stats()
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
      ],
    }
  }
  return {
    status,
    clear: () => {
      renderCache.clear()
      catalogueCache.clear()
      for (const clear of alsoClear) clear()
      since = now()
      return status()
    },
  }
}
export type CacheService = ReturnType<typeof createCacheService>
