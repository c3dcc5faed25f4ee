import { loadClientAssets } from './assets'
import type { PageRenderer } from './page-renderer'

/** The built app: the server entry is part of the server bundle, its pages loaded before the first request. */
export async function bundledRenderer(): Promise<PageRenderer> {
  const entry = await import('@client/entry-server')
  await entry.preloadAllPages()
  return {
    entry: async () => entry,
    assets: loadClientAssets(),
    devHead: async () => '',
    cacheable: true,
  }
}
