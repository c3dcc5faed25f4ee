import type { PublicConfig } from '@shared/config/public-config'
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { AuthProvider } from '../features/auth/auth-context'
import type { InactivityTimings } from '../features/auth/use-inactivity'
import { ConfigProvider } from '../lib/config-context'
import { EmbedProvider } from '../lib/embed-context'
import { DeferredNotifications } from './deferred-notifications'
import { HydrationMarker } from './hydration-marker'
import { PageMetaSync } from './page-meta-sync'
import { AppRoutes } from './routes'
import { SessionGuards } from './session-guards'
import { ThemeProvider } from './theme-provider'

type Props = {
  config: PublicConfig
  queryClient: QueryClient
  /** Hides the site navigation (embed mode). */
  hideNavigation?: boolean
  /** Overrides the inactivity limits (tests). */
  inactivity?: InactivityTimings
}

export function App({ config, queryClient, hideNavigation = false, inactivity }: Props) {
  return (
    <ConfigProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider>
          <DeferredNotifications />
          <AuthProvider>
            <PageMetaSync />
            <SessionGuards inactivity={inactivity} />
            <HydrationMarker />
            <EmbedProvider>
              <AppRoutes hideNavigation={hideNavigation} />
            </EmbedProvider>
          </AuthProvider>
        </ThemeProvider>
      </QueryClientProvider>
    </ConfigProvider>
  )
}
