import {
  localStorageColorSchemeManager,
  MantineContext,
  MantineThemeProvider,
  useProviderColorScheme,
} from '@mantine/core'
import type { ReactNode } from 'react'
import { theme } from './theme'

const colorSchemeManager = localStorageColorSchemeManager()
const getRootElement = () => document.documentElement

/**
 * Mantine's provider without the code that writes the theme's CSS variables and responsive classes at
 * run time: the same rules come as a stylesheet (`theme.css`, checked against Mantine's own output by
 * `theme-css.test.tsx`). The colour scheme is read, stored and switched as Mantine's provider does.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const { colorScheme, setColorScheme, clearColorScheme } = useProviderColorScheme({
    defaultColorScheme: 'light',
    manager: colorSchemeManager,
    getRootElement,
    forceColorScheme: undefined,
  })
  return (
    <MantineContext
      value={{
        colorScheme,
        setColorScheme,
        clearColorScheme,
        getRootElement,
        classNamesPrefix: 'mantine',
        cssVariablesSelector: ':root',
        withStaticClasses: true,
      }}
    >
      <MantineThemeProvider theme={theme}>{children}</MantineThemeProvider>
    </MantineContext>
  )
}
