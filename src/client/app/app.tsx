import { MantineProvider } from '@mantine/core'
import { Notifications } from '@mantine/notifications'
import type { PublicConfig } from '@shared/config/public-config'
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { AuthProvider } from '../features/auth/auth-context'
import { ConfigProvider } from './config-context'
import { EmbedProvider } from './embed-context'
import { AppRoutes } from './routes'
import { theme } from './theme'

export function App({ config, queryClient }: { config: PublicConfig; queryClient: QueryClient }) {
  return (
    <ConfigProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={theme} defaultColorScheme="light">
          <Notifications limit={1} position="top-right" />
          <AuthProvider>
            <EmbedProvider>
              <AppRoutes />
            </EmbedProvider>
          </AuthProvider>
        </MantineProvider>
      </QueryClientProvider>
    </ConfigProvider>
  )
}
