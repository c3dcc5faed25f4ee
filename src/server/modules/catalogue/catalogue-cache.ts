import type { Provider } from '@shared/catalogue/provider.schemas'
import type { Caches } from '../../lib/versioned-cache'
import type { CatalogueRepository } from './catalogue.repository'

/** How long a read trusts the providers in memory before asking the database whether they changed. */
export const CATALOGUE_RECHECK_MS = 1000

/** The active providers and the catalogue version they are of. */
export type ActiveCatalogue = { version: string; providers: Provider[] }

/**
 * The active providers, parsed once and kept in memory (ADR 018, ADR 050). A write made through this
 * instance (`invalidate`, called by the admin edit and the seed) is seen by the next read. A write made by
 * another instance arrives as a change notification (db/change-notifier: PostgreSQL NOTIFY) that invalidates
 * at once; should notifications be paused, it is seen within `CATALOGUE_RECHECK_MS`, when a read asks the
 * database for the table's cheap version (row count and newest row version). Concurrent reads share one
 * refresh.
 */
export function createCatalogueCache(
  repo: Pick<CatalogueRepository, 'listActive' | 'version'>,
  caches: Caches,
) {
  const kept = caches.create<ActiveCatalogue>({
    id: 'catalogue',
    name: 'Catalogue cache',
    description: 'The active providers, parsed once and reused until any provider row changes.',
    recheckMs: CATALOGUE_RECHECK_MS,
    size: (catalogue) => catalogue.providers.length,
  })
  const source = {
    versionOf: repo.version,
    load: async () => {
      const version = await repo.version()
      return { version, value: { version, providers: await repo.listActive() } }
    },
  }
  const current = (): Promise<ActiveCatalogue> => kept.get('active', source)
  return {
    /** The active providers with their version: the same array until the catalogue changes. */
    current,
    activeProviders: async (): Promise<Provider[]> => (await current()).providers,
    /** The version of the providers `activeProviders` answers now. */
    version: async (): Promise<string> => (await current()).version,
    /** Called after every write to the catalogue made by this instance. */
    invalidate: () => kept.invalidate(),
  }
}
export type CatalogueCache = ReturnType<typeof createCatalogueCache>
