import type { AdsKeyword, SyncKeywordsResult } from '@shared/blog/ads.schemas'
import {
  ADMIN_PAGE_SIZE,
  type AdminPost,
  type AdminPostList,
  blogStatusKey,
  type PostInput,
  type PublicAccess,
} from '@shared/blog/blog.schemas'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { toast } from '../../components/toast'
import { apiRequest, errorMessage } from '../../lib/api-client'

export type PostFilters = { status: string; search: string; tag: string; offset: number }

const POSTS = '/api/admin/blogv2/posts'
const ACCESS = '/api/admin/blogv2/public-access'
export const KEYWORDS = '/api/admin/ads/keywords?limit=50'

export const fail = (fallback: string) => (error: unknown) =>
  toast({ title: 'Error', description: errorMessage(error, fallback), variant: 'destructive' })

export function postsUrl(f: PostFilters) {
  const q = new URLSearchParams()
  if (f.status) q.set('status', f.status)
  if (f.search.trim()) q.set('search', f.search.trim())
  if (f.tag.trim()) q.set('tag', f.tag.trim())
  q.set('limit', String(ADMIN_PAGE_SIZE))
  q.set('offset', String(f.offset))
  return `${POSTS}?${q.toString()}`
}

export const useAdminPosts = (f: PostFilters) => useQuery<AdminPostList>({ queryKey: [postsUrl(f)] })

export const useAdminPost = (slug: string | null) =>
  useQuery<AdminPost>({
    queryKey: [`${POSTS}/${encodeURIComponent(slug ?? '')}`],
    enabled: Boolean(slug),
    staleTime: 0,
    gcTime: 0,
  })

/** Forgets every cached admin post list and post, and the public blog pages. */
function useRefreshPosts() {
  const queryClient = useQueryClient()
  return () =>
    queryClient.invalidateQueries({
      predicate: (q) => {
        const key = String(q.queryKey[0])
        return key.startsWith(POSTS) || key.startsWith('/api/blogv2/public/')
      },
    })
}

export function useSavePost() {
  const refresh = useRefreshPosts()
  return useMutation<AdminPost, Error, { id: string | null; input: PostInput; publish: boolean }>({
    mutationFn: async ({ id, input, publish }) => {
      const saved: AdminPost = id
        ? await (await apiRequest('PUT', `${POSTS}/${id}`, input)).json()
        : await (await apiRequest('POST', POSTS, input)).json()
      if (!publish) return saved
      return (await apiRequest('POST', `/api/admin/blogv2/publish/${saved.id}`)).json()
    },
    onSuccess: (post, { publish }) => {
      refresh()
      toast({
        title: publish ? 'Post Published' : 'Post Saved',
        description: publish ? `"${post.title}" is now live on the blog.` : `"${post.title}" was saved.`,
        variant: 'success',
      })
    },
    onError: fail('Failed to save post'),
  })
}

export function usePublicAccess() {
  const queryClient = useQueryClient()
  const query = useQuery<PublicAccess>({ queryKey: [ACCESS] })
  const toggle = useMutation<PublicAccess, Error, boolean>({
    mutationFn: async (enabled) => (await apiRequest('POST', ACCESS, { enabled })).json(),
    onSuccess: (data) => {
      queryClient.setQueryData([ACCESS], data)
      queryClient.setQueryData(blogStatusKey, data)
      toast({
        title: data.enabled ? 'Blog Is Public' : 'Blog Hidden',
        description: data.enabled
          ? 'Visitors can read the blog.'
          : 'Blog pages now redirect to the home page.',
        variant: 'success',
      })
    },
    onError: fail('Failed to toggle public access'),
  })
  return { query, toggle }
}

export const useKeywords = () => useQuery<AdsKeyword[]>({ queryKey: [KEYWORDS] })

export function useSyncKeywords() {
  const queryClient = useQueryClient()
  return useMutation<SyncKeywordsResult, Error, { startDate: string; endDate: string }>({
    mutationFn: async (range) => (await apiRequest('POST', '/api/admin/ads/sync-keywords', range)).json(),
    onSuccess: (result) => {
      queryClient.invalidateQueries({ queryKey: [KEYWORDS] })
      toast({
        title: 'Keywords Synced',
        description: `${result.processed} of ${result.total} keywords processed.`,
        variant: 'success',
      })
    },
    onError: fail('Failed to sync keywords'),
  })
}

export function useGenerateDraft() {
  const refresh = useRefreshPosts()
  return useMutation<AdminPost, Error, string>({
    mutationFn: async (term) =>
      (await apiRequest('POST', `/api/admin/blogv2/generate/${encodeURIComponent(term)}`)).json(),
    onSuccess: (post) => {
      refresh()
      toast({ title: 'Draft Created', description: `"${post.title}" is ready to edit.`, variant: 'success' })
    },
    onError: fail('Failed to generate draft for the keyword'),
  })
}
