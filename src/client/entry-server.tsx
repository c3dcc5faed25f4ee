import type { AppState } from '@shared/app-state'
import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router'
import { App } from './app/app'
import { queryClientOf } from './lib/query-client'
import { QueryData } from './lib/query-data'

export { chunkModules, preloadAllPages, preloadPage } from './app/pages'

/** Renders one page for the given URL with the server-loaded query data. */
export function render({ url, config, queries }: AppState & { url: string }): string {
  // One store and one query client per request: no data crosses from one visitor's page to another's.
  const queryData = new QueryData(queries)
  queryClientOf(queryData)
  return renderToString(
    <StaticRouter location={url}>
      <App config={config} queryData={queryData} />
    </StaticRouter>,
  )
}
