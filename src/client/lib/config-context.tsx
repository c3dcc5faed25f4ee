import type { PublicConfig } from '@shared/config/public-config'
import { createContext, type ReactNode, useContext } from 'react'

const ConfigContext = createContext<PublicConfig | null>(null)

export function ConfigProvider({ config, children }: { config: PublicConfig; children: ReactNode }) {
  return <ConfigContext.Provider value={config}>{children}</ConfigContext.Provider>
}

export function usePublicConfig(): PublicConfig {
  const config = useContext(ConfigContext)
  if (!config) throw new Error('usePublicConfig must be used within a ConfigProvider')
  return config
}
