import type { Provider } from '@shared/catalogue/provider.schemas'
import type { CatalogueRepository } from './catalogue.repository'

/** How long a read trusts the providers in memory before asking the database whether they changed. */
export const CATALOGUE_RECHECK_MS = 1000

/**
 * The active providers, parsed once and kept in memory (ADR 018). A write made through this instance
 * (`invalidate`, called by the admin edit and the seed) is seen by the next read. A write made by another
 * instance arrives as a change notification (db/change-notifier: PostgreSQL NOTIFY) that invalidates at
 * once; should notifications be paused, it is seen within `CATALOGUE_RECHECK_MS`, when a read asks the
 * database for the table's cheap version (row count and newest row version). Concurrent reads share one
 * refresh.
 */
export function createCatalogueCache(
  repo: Pick<CatalogueRepository, 'listActive' | 'version'>,
  options: { recheckMs?: number; clock?: () => number } = {},
) {
  const recheckMs = options.recheckMs ?? CATALOGUE_RECHECK_MS
  const clock = options.clock ?? Date.now
  let cached: { version: string; providers: Provider[]; checkedAt: number } | null = null
  let refreshing: Promise<Provider[]> | null = null
  let hits = 0
  let misses = 0

  const refresh = async (): Promise<Provider[]> => {
    const checkedAt = clock()
    const version = await repo.version()
    if (cached && cached.version === version) {
      cached.checkedAt = checkedAt
      return cached.providers
    }
    misses += 1
    const providers = await repo.listActive()
    cached = { version, providers, checkedAt }
    return providers
  }

  const activeProviders = async (): Promise<Provider[]> => {
    if (cached && clock() - cached.checkedAt < recheckMs) {
      hits += 1
      return cached.providers
    }
    if (!refreshing) refreshing = refresh().finally(() => (refreshing = null))
    return refreshing
  }

  return {
    activeProviders,
    /** The version of the providers `activeProviders` answers now. */
    version: async (): Promise<string> => {
      await activeProviders()
      return cached?.version ?? ''
    },
    /** Called after every write to the catalogue made by this instance. */
    invalidate: () => {
      cached = null
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
