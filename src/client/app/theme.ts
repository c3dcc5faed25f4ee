import { createTheme, type MantineColorsTuple } from '@mantine/core'

// A deep, trustworthy teal-blue. Shade 7 on white text is 5.6:1 (WCAG AA); dark mode uses shade 8.
const brand: MantineColorsTuple = [
  '#e6f4f8',
  '#cfe6ee',
  '#9dcbdc',
  '#68afc9',
  '#3e97b9',
  '#2688af',
  '#1680ab',
  '#046d96',
  '#006187',
  '#005478',
]

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 8 },
  colors: { brand },
  autoContrast: true,
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
})
