import type { Precompressed } from '../lib/precompressed'
import type { Caches } from '../lib/versioned-cache'

/** A whole page as every signed-out visitor gets it, with its compressed forms made once. */
export type SharedPage = Precompressed & { status: number; robots: string }

/** A render for signed-out visitors: a redirect, or a page and whether it may be kept for everyone. */
export type SharedRender = { redirect: string } | { page: SharedPage; keep: boolean }

/**
 * Whole documents of pages that are the same for every signed-out visitor, keyed by the address they
 * depend on and the version of the content they show (ADR 023, ADR 050): a new version is a new key, so
 * nothing here is ever stale; the least recently read go when it is full. Requests for a page that is
 * being rendered wait for that render (no stampede after a publish).
 */
export function createRenderCache(caches: Caches, maxEntries = 200) {
  const pages = caches.create<SharedRender>({
    id: 'render',
    name: 'Page render cache',
    description: 'Whole public pages for signed-out visitors, by address and content version.',
    maxEntries,
  })
  return {
    /** The kept render of `key`, or `render`'s, kept when it says so. */
    get: (key: string, render: () => Promise<SharedRender>): Promise<SharedRender> =>
      pages.get(key, {
        load: async () => ({ version: '', value: await render() }),
        keep: (built) => 'page' in built && built.keep,
      }),
    stats: pages.stats,
  }
}
export type RenderCache = ReturnType<typeof createRenderCache>
