import type { PublicConfig } from '@shared/config/public-config'

/** What the server serialises into #app-state for hydration. */
export type AppState = {
  config: PublicConfig
  queries: Array<[readonly unknown[], unknown]>
}
