import type { AppState } from '@client/app/app-state'
import type { ClientAssets } from './assets'

/** What the server needs from the client's server entry (src/client/entry-server.tsx). */
export type EntryServer = {
  render: (input: AppState & { url: string }) => string
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
