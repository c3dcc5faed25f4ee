import { loadClientAssets } from './assets'
import type { EntryServer, PageRenderer } from './page-renderer'

/**
 * The built app: the server entry is part of the server bundle, imported on the first page request (or at
 * start-up in production), so an API that never renders a page never loads React. Each page's own chunks
 * load with its first render: a page nobody visits (the admin's, the dashboard's tools) is never loaded.
 */
export async function bundledRenderer(): Promise<PageRenderer> {
  let loading: Promise<EntryServer> | null = null
  const entry = () => {
    // biome-ignore lint/style/noRestrictedImports: the server's one door to the client: its server entry, by path
    loading ??= import('../../client/entry-server')
    return loading
  }
  return { entry, assets: loadClientAssets(), devHead: async () => '', cacheable: true }
}
