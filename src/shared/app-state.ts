import type { PublicConfig } from './config/public-config'

/** What the server serialises into #app-state for hydration. */
export type AppState = {
  config: PublicConfig
  queries: Array<[readonly unknown[], unknown]>
}
