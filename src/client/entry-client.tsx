import './lib/zod-config'
// Mantine's base layers; each component's own stylesheet comes with the chunk that uses it
// (scripts/lib/mantine-component-css.ts), and the app's styles after the first page's components.
import '@mantine/core/styles/baseline.css'
import '@mantine/core/styles/default-css-variables.css'
// The theme's variables and responsive classes (what Mantine's provider would write into every page).
import './app/theme.css'
import '@mantine/core/styles/global.css'
import { startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router'
import { App } from './app/app'
import './app/global.css'
import type { AppState } from '@shared/app-state'
import { preloadPageFor } from './app/pages'
import { QueryData } from './lib/query-data'

const stateElement = document.getElementById('app-state')
const state = JSON.parse(stateElement?.textContent ?? '{}') as AppState
// The shell reads the server's query data; the query client is made when a page or dialog first needs it.
const queryData = new QueryData(state.queries)
const root = document.getElementById('root')

// Hydrating inside a transition lets React yield to the browser between chunks of work, so the
// server-rendered page stays responsive while it hydrates.
// The page's own chunks (and the dashboard's open tab) are loaded before hydrating, so the first render matches the server HTML.
if (root) {
  void preloadPageFor(window.location.pathname, window.location.search).then(() =>
    startTransition(() => {
      hydrateRoot(
        root,
        <BrowserRouter>
          <App config={state.config} queryData={queryData} />
        </BrowserRouter>,
      )
    }),
  )
}
