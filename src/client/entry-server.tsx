import { ColorSchemeScript } from '@mantine/core'
import { renderToStaticMarkup, renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router'
import { App } from './app/app'
import type { AppState } from './app/app-state'
import { createQueryClient } from './lib/query-client'
import { zodConfigScript } from './lib/zod-config'

export { preloadAllPages } from './app/pages'

/** Renders one page for the given URL with the server-loaded query data. */
export function render({ url, config, queries }: AppState & { url: string }): string {
  const queryClient = createQueryClient(queries)
  return renderToString(
    <StaticRouter location={url}>
      <App config={config} queryClient={queryClient} />
    </StaticRouter>,
  )
}

/** Head scripts that must run before paint (colour scheme) or before any module (zod's configuration), with the CSP nonce. */
export function renderHeadScripts(nonce: string): string {
  return (
    `<script nonce="${nonce}">${zodConfigScript}</script>` +
    renderToStaticMarkup(<ColorSchemeScript nonce={nonce} defaultColorScheme="light" />)
  )
}
