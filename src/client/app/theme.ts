import { createTheme, type MantineColorsTuple } from '@mantine/core'

// A deep, trustworthy teal-blue. White text on shade 7 is 5.6:1 and on shade 8 6.6:1 (WCAG AA);
// shade 4 (links in dark mode) stays above 4.5:1 on dark cards.
const brand: MantineColorsTuple = [
  '#e6f4f8',
  '#cfe6ee',
  '#9dcbdc',
  '#68afc9',
  '#56acd0',
  '#2688af',
  '#1680ab',
  '#046d96',
  '#006187',
  '#005478',
]

// Savings and success accents: emerald, dark enough for white text from shade 7.
const savings: MantineColorsTuple = [
  '#e7f8ef',
  '#cdeedc',
  '#9ddcb9',
  '#69c993',
  '#3fb974',
  '#25ad60',
  '#15a455',
  '#047a3e',
  '#006b36',
  '#005c2d',
]

// Slate greys: shade 6 (dimmed text) is 5.6:1 on white, unlike the default grey.
const gray: MantineColorsTuple = [
  '#f8fafc',
  '#f1f5f9',
  '#e2e8f0',
  '#cbd5e1',
  '#94a3b8',
  '#7b8794',
  '#56616e',
  '#475569',
  '#334155',
  '#1e293b',
]

// Navy-tinted dark surfaces; dimmed text (shade 2) stays above 4.5:1 on the body (shade 7).
const dark: MantineColorsTuple = [
  '#d5dde5',
  '#b6c2ce',
  '#8a9aaa',
  '#5d6d7d',
  '#3a4855',
  '#2c3944',
  '#1f2b36',
  '#15202a',
  '#101922',
  '#0a1118',
]

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 8 },
  colors: { brand, savings, gray, dark },
  autoContrast: true,
  luminanceThreshold: 0.4,
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: {
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    fontWeight: '750',
    // Fluid sizes: long titles stay readable on a 390 px phone.
    sizes: {
      h1: { fontSize: 'clamp(1.75rem, 1.3rem + 1.8vw, 2.25rem)', lineHeight: '1.2' },
      h2: { fontSize: 'clamp(1.375rem, 1.15rem + 1vw, 1.75rem)', lineHeight: '1.3' },
    },
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Button: { defaultProps: { fw: 600 } },
    // Links inside text must not rely on colour alone (WCAG 1.4.1).
    Anchor: { defaultProps: { underline: 'always' } },
    // A light alert's title in its own colour is too faint on its tinted background: titles use the text colour.
    Alert: { styles: { title: { color: 'var(--mantine-color-text)' } } },
  },
})
