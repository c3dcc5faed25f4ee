import '@mantine/core/styles.css'
import '@mantine/notifications/styles.css'
import './app/global.css'
import { hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router'
import { App } from './app/app'
import type { AppState } from './app/app-state'
import { createQueryClient } from './lib/query-client'

const stateElement = document.getElementById('app-state')
const state = JSON.parse(stateElement?.textContent ?? '{}') as AppState
const queryClient = createQueryClient(state.queries)
const root = document.getElementById('root')

if (root) {
  hydrateRoot(
    root,
    <BrowserRouter>
      <App config={state.config} queryClient={queryClient} />
    </BrowserRouter>,
  )
}
