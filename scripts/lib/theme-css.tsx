// The CSS Mantine's provider writes into every page for the app's theme (its variables, and the classes
// that hide elements from or below a breakpoint), taken from Mantine itself: `src/client/app/theme.css`
// holds the same rules, and `theme-css.test.tsx` fails when they differ.
// Run `npx tsx scripts/lib/theme-css.tsx` to rewrite the stylesheet after changing the theme.
import { writeFileSync } from 'node:fs'
import { MantineProvider } from '@mantine/core'
import { renderToString } from 'react-dom/server'
import { theme } from '../../src/client/app/theme'

/** The text of each `<style>` element Mantine's provider renders for the app's theme, in order. */
export function mantineThemeCss(): string {
  const html = renderToString(
    <MantineProvider theme={theme} defaultColorScheme="light">
      {null}
    </MantineProvider>,
  )
  return [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('\n')
}

/** Rules compared without formatting: comments and spacing removed. */
export function normalizeCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};:,>()])\s*/g, '$1')
    .replace(/;}/g, '}')
    .trim()
}

const header = `/* biome-ignore-all lint/complexity/noImportantStyles: Mantine's own rules, copied as they are. */
/* The theme's CSS variables and responsive classes, as Mantine's provider would write them into the page
   (the app's provider, theme-provider.tsx, does not). Written by scripts/lib/theme-css.tsx from theme.ts. */\n`

if (import.meta.url === `file://${process.argv[1]}`) {
  const out = new URL('../../src/client/app/theme.css', import.meta.url)
  const css = mantineThemeCss().replace(/}/g, '}\n').replace(/{/g, '{\n').replace(/;/g, ';\n')
  writeFileSync(out, header + css)
  console.info(`Wrote ${out.pathname}`)
}
