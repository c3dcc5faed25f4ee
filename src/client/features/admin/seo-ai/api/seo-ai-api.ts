import { keyOf } from '@shared/http/endpoint'
import { seoAiApi } from '@shared/seo-ai/seo-ai.api'
import type { EditInput } from '@shared/seo-ai/seo-ai.schemas'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { call } from '../../../../lib/api-client'

export const seoPostsQuery = queryOptions({
  queryKey: keyOf(seoAiApi.posts),
  queryFn: async () => (await call(seoAiApi.posts)).posts,
})
export const useSeoPosts = () => useQuery(seoPostsQuery)

function useRefresh() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: keyOf(seoAiApi.posts) })
}

export function useGenerate() {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: (topic: string) => call(seoAiApi.generate, { body: { topic } }),
    onSuccess: refresh,
  })
}

export function useSchedule() {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: ({ id, scheduledTime }: { id: string; scheduledTime: string }) =>
      call(seoAiApi.schedule, { params: { postId: id }, body: { scheduledTime } }),
    onSuccess: refresh,
  })
}

export function useReject() {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      call(seoAiApi.reject, { params: { postId: id }, body: { reason } }),
    onSuccess: refresh,
  })
}

export function usePublishNow() {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: (id: string) => call(seoAiApi.publishNow, { params: { postId: id } }),
    onSuccess: refresh,
  })
}

export function useEditPost() {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: async ({ id, input }: { id: string; input: EditInput }) =>
      call(seoAiApi.edit, { params: { postId: id }, body: input }),
    onSuccess: refresh,
  })
}
