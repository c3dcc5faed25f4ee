import {
  type EditInput,
  EditResultSchema,
  SeoPostListSchema,
  SeoPostSchema,
} from '@shared/seo-ai/seo-ai.schemas'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { getJson, sendJson } from '../../../../lib/api-client'

const BASE = '/api/admin/seo-ai'
const POSTS = `${BASE}/posts`

export const seoPostsQuery = queryOptions({
  queryKey: [POSTS],
  queryFn: async () => (await getJson(POSTS, SeoPostListSchema)).posts,
})
export const useSeoPosts = () => useQuery(seoPostsQuery)

function useRefresh() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: [POSTS] })
}

const postCall = (url: string, body?: unknown) => async () => sendJson('POST', url, SeoPostSchema, body)

export function useGenerate() {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: (topic: string) => postCall(`${BASE}/generate`, { topic })(),
    onSuccess: refresh,
  })
}

export function useSchedule() {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: ({ id, scheduledTime }: { id: string; scheduledTime: string }) =>
      postCall(`${POSTS}/${encodeURIComponent(id)}/schedule`, { scheduledTime })(),
    onSuccess: refresh,
  })
}

export function useReject() {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      postCall(`${POSTS}/${encodeURIComponent(id)}/reject`, { reason })(),
    onSuccess: refresh,
  })
}

export function usePublishNow() {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: (id: string) => postCall(`${POSTS}/${encodeURIComponent(id)}/publish-now`)(),
    onSuccess: refresh,
  })
}

export function useEditPost() {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: async ({ id, input }: { id: string; input: EditInput }) =>
      sendJson('PUT', `${POSTS}/${encodeURIComponent(id)}/edit`, EditResultSchema, input),
    onSuccess: refresh,
  })
}
