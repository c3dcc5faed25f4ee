import { cacheApi } from '@shared/cache/cache.api'
import { keyOf } from '@shared/http/endpoint'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { call } from '../../../../lib/api-client'

export const cacheStatusQuery = queryOptions({
  queryKey: keyOf(cacheApi.status),
  queryFn: () => call(cacheApi.status),
  staleTime: 0,
})
export const useCacheStatus = () => useQuery(cacheStatusQuery)

export function useClearCache() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => call(cacheApi.clear),
    onSuccess: (status) => queryClient.setQueryData(cacheStatusQuery.queryKey, status),
  })
}
