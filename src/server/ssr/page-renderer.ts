import type { AppState } from '@shared/app-state'
import type { PageId } from '@shared/routes'
import type { ClientAssets } from './assets'

/**
 * What the server needs from the client's server entry (src/client/entry-server.tsx), the one client module
 * it loads, by path, in the two renderers below.
 */
export type EntryServer = {
  render: (input: AppState & { url: string }) => string
  /**
   * Loads the chunks a page renders first at an address (`search`: its query string), so that it renders
   * synchronously; the server calls it before each render (a page's chunks load with its first visit).
   */
  preloadPage: (page: PageId | 'not-found', search: string) => Promise<void>
  /** The source modules of the chunks a page renders first at an address (`search`: its query string). */
  chunkModules: (page: PageId | 'not-found', search: string) => Promise<string[]>
}

/**
 * Where server rendering gets the React app from: the production bundle (loaded once, pages cached), or
 * Vite's development server (loaded per request, so an edited component renders without a restart).
 */
export type PageRenderer = {
  entry: () => Promise<EntryServer>
  assets: ClientAssets
  /** Development-only head markup (Vite's client and React Refresh), carrying the CSP nonce. */
  devHead: (url: string, nonce: string) => Promise<string>
  /** Signed-out pages may be rendered once and reused (never while files change under development). */
  cacheable: boolean
}
