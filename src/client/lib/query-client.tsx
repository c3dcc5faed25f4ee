import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ComponentType, ReactNode } from 'react'
import { type QueryData, useQueryDataStore } from './query-data'

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
 * The query client of a page load (in the browser) or of a request (on the server): made the first time a
 * page or dialog needs it and attached to the store, which hands it its data and reads through it from then on.
 */
export function queryClientOf(store: QueryData): QueryClient {
  if (store.client) return store.client
  const client = createQueryClient()
  client.getQueryCache().subscribe((event) => {
    const { query } = event
    // The client refetches an invalidated query only while a page observes it; the shell observes what it
    // reads (the signed-in user after an activation), whatever page is open.
    if (event.type !== 'updated' || event.action.type !== 'invalidate') return
    if (store.watches(query.queryKey) && query.getObserversCount() === 0)
      void client.refetchQueries({ queryKey: query.queryKey, exact: true, type: 'all' })
  })
  store.attach(client)
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
