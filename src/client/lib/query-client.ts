import { QueryClient } from '@tanstack/react-query'
import { getQueryFn } from './api-client'

/** No retries, no refetch on focus, no polling, never stale (spec §7). */
export function createQueryClient(queries: Array<[readonly unknown[], unknown]> = []) {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
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
