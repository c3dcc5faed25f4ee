import type { PublicConfig } from '@shared/config/public-config'
import { AuthProvider } from '../features/auth/auth-context'
import type { InactivityTimings } from '../features/auth/use-inactivity'
import { ConfigProvider } from '../lib/config-context'
import { EmbedProvider } from '../lib/embed-context'
import { type QueryData, QueryDataProvider } from '../lib/query-data'
import { DeferredNotifications } from './deferred-notifications'
import { PageMetaSync } from './page-meta-sync'
import { AppRoutes } from './routes'
import { SessionGuards } from './session-guards'
import { ThemeProvider } from './theme-provider'

type Props = {
  config: PublicConfig
  /** The query data the server rendered (the query client, made on first need, follows from it). */
  queryData: QueryData
  /** Hides the site navigation (embed mode). */
  hideNavigation?: boolean
  /** Overrides the inactivity limits (tests). */
  inactivity?: InactivityTimings
}

export function App({ config, queryData, hideNavigation = false, inactivity }: Props) {
  return (
    <ConfigProvider config={config}>
      <QueryDataProvider store={queryData}>
        <ThemeProvider>
          <DeferredNotifications />
          <AuthProvider>
            <PageMetaSync />
            <SessionGuards inactivity={inactivity} />
            <EmbedProvider>
              <AppRoutes hideNavigation={hideNavigation} />
            </EmbedProvider>
          </AuthProvider>
        </ThemeProvider>
      </QueryDataProvider>
    </ConfigProvider>
  )
}
