import { CacheStatusSchema } from '@shared/cache/cache.schemas'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client'

const URL = '/api/admin/cache'

export const cacheStatusQuery = queryOptions({
  queryKey: [URL],
  queryFn: async () => CacheStatusSchema.parse(await (await apiRequest('GET', URL)).json()),
  staleTime: 0,
})
export const useCacheStatus = () => useQuery(cacheStatusQuery)

export function useClearCache() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async () => CacheStatusSchema.parse(await (await apiRequest('POST', `${URL}/clear`)).json()),
    onSuccess: (status) => queryClient.setQueryData([URL], status),
  })
}
