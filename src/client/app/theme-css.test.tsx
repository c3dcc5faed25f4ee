import { readFileSync } from 'node:fs'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { mantineThemeCss, normalizeCss } from '../../../scripts/lib/theme-css'
import { ThemeProvider } from './theme-provider'

describe('the theme stylesheet', () => {
  it("holds the rules Mantine's provider writes for the theme (rewrite: npx tsx scripts/lib/theme-css.tsx)", () => {
    const file = readFileSync(new URL('./theme.css', import.meta.url), 'utf8')
    const expected = mantineThemeCss()
    expect(expected).toContain('--mantine-color-brand-7: #046d96')
    expect(expected).toContain('.mantine-hidden-from-sm')
    expect(normalizeCss(file)).toBe(normalizeCss(expected))
  })

  it('is not written into the page by the app’s provider', () => {
    const html = renderToString(
      <ThemeProvider>
        <p>content</p>
      </ThemeProvider>,
    )
    expect(html).toBe('<p>content</p>')
  })
})
