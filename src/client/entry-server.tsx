import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router'
import { App } from './app/app'
import type { AppState } from './app/app-state'
import { createQueryClient } from './lib/query-client'

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
