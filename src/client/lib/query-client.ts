import { QueryClient } from '@tanstack/react-query'

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
