import type { Provider } from '@shared/catalogue/provider.schemas'
import type { CatalogueRepository } from './catalogue.repository'

/**
 * The active providers, parsed once and reused while the table is unchanged. Each read asks the
 * database for the table's fingerprint, so an edit made by any instance is seen at once.
 */
export function createCatalogueCache(repo: Pick<CatalogueRepository, 'listActive' | 'signature'>) {
  let cached: { signature: string; providers: Provider[] } | null = null
  let hits = 0
  let misses = 0
  return {
    activeProviders: async (): Promise<Provider[]> => {
      const signature = await repo.signature()
      if (cached && cached.signature === signature) {
        hits += 1
        return cached.providers
      }
      misses += 1
      const providers = await repo.listActive()
      cached = { signature, providers }
      return providers
    },
    stats: () => ({ entries: cached ? cached.providers.length : 0, hits, misses }),
    clear: () => {
      cached = null
      hits = 0
      misses = 0
    },
  }
}
export type CatalogueCache = ReturnType<typeof createCatalogueCache>
