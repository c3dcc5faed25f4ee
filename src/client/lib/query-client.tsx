import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ComponentType, ReactNode } from 'react'
import { observeInClient, type QueryData, useQueryDataStore } from './query-data'

/** Every query names its own fetcher (features/<domain>/api/). No retries, no refetch on focus, no polling, never stale (spec §7). */
export function createQueryClient(queries: Array<[readonly unknown[], unknown]> = []) {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
      },
      mutations: { retry: false },
    },
  })
  for (const [key, data] of queries) client.setQueryData(key, data)
  return client
}

/**
 * The query client of a page load (in the browser) or of a request (on the server): made from the store's
 * data the first time a page or dialog needs it, kept on the store, which from then on follows its cache.
 */
export function queryClientOf(store: QueryData): QueryClient {
  if (store.client) return store.client
  const client = createQueryClient()
  for (const watched of store.watched.values()) observeInClient(client, watched)
  for (const [key, data] of store.entries()) client.setQueryData(key, data)
  client.getQueryCache().subscribe((event) => {
    const { query } = event
    if (event.type === 'removed') store.remove(query.queryKey)
    else if (event.type === 'updated' && event.action.type === 'invalidate') {
      // The client refetches an invalidated query only while a page observes it; the shell observes what it
      // reads (the signed-in user after an activation), whatever page is open.
      if (store.watches(query.queryKey) && query.getObserversCount() === 0)
        void client.refetchQueries({ queryKey: query.queryKey, exact: true, type: 'all' })
    } else if (query.state.data !== undefined) store.write(query.queryKey, query.state.data)
  })
  store.client = client
  return client
}

/** Gives what it wraps the query client of the page load or request. */
export function QueryProvider({ children }: { children: ReactNode }) {
  const store = useQueryDataStore()
  return <QueryClientProvider client={queryClientOf(store)}>{children}</QueryClientProvider>
}

/** A lazily loaded component under the query client (every page chunk, every dialog of the shell). */
export function withQueryClient<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  const WithQueryClient = (props: P) => (
    <QueryProvider>
      <Component {...props} />
    </QueryProvider>
  )
  return WithQueryClient
}
