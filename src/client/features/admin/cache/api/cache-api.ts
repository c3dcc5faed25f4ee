import { CacheStatusSchema } from '@shared/cache/cache.schemas'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { getJson, sendJson } from '../../../../lib/api-client'

const URL = '/api/admin/cache'

export const cacheStatusQuery = queryOptions({
  queryKey: [URL],
  queryFn: async () => getJson(URL, CacheStatusSchema),
  staleTime: 0,
})
export const useCacheStatus = () => useQuery(cacheStatusQuery)

export function useClearCache() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async () => sendJson('POST', `${URL}/clear`, CacheStatusSchema),
    onSuccess: (status) => queryClient.setQueryData([URL], status),
  })
}
