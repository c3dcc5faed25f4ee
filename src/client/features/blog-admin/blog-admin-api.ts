import {
  ADMIN_PAGE_SIZE,
  AdminPostListSchema,
  AdminPostSchema,
  blogStatusKey,
  type PostInput,
  PublicAccessSchema,
} from '@shared/blog/blog.schemas'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { toast } from '../../components/toast'
import { errorMessage, getJson, sendJson } from '../../lib/api-client'

export type PostFilters = { status: string; search: string; tag: string; offset: number }

const POSTS = '/api/admin/blogv2/posts'
const ACCESS = '/api/admin/blogv2/public-access'

export const fail = (fallback: string) => (error: unknown) =>
  toast({ title: 'Error', description: errorMessage(error, fallback), variant: 'destructive' })

function postsUrl(f: PostFilters) {
  const q = new URLSearchParams()
  if (f.status) q.set('status', f.status)
  if (f.search.trim()) q.set('search', f.search.trim())
  if (f.tag.trim()) q.set('tag', f.tag.trim())
  q.set('limit', String(ADMIN_PAGE_SIZE))
  q.set('offset', String(f.offset))
  return `${POSTS}?${q.toString()}`
}

/** GET /api/admin/blogv2/posts: one filtered page of posts. */
export const adminPostsQuery = (f: PostFilters) =>
  queryOptions({ queryKey: [postsUrl(f)], queryFn: () => getJson(postsUrl(f), AdminPostListSchema) })
export const useAdminPosts = (f: PostFilters) => useQuery(adminPostsQuery(f))

/** GET /api/admin/blogv2/posts/{slug}: one post to edit, always fresh. */
export const useAdminPost = (slug: string | null) => {
  const url = `${POSTS}/${encodeURIComponent(slug ?? '')}`
  return useQuery({
    queryKey: [url],
    queryFn: () => getJson(url, AdminPostSchema),
    enabled: Boolean(slug),
    staleTime: 0,
    gcTime: 0,
  })
}

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
  return useMutation({
    mutationFn: async ({ id, input, publish }: { id: string | null; input: PostInput; publish: boolean }) => {
      const saved = id
        ? await sendJson('PUT', `${POSTS}/${id}`, AdminPostSchema, input)
        : await sendJson('POST', POSTS, AdminPostSchema, input)
      if (!publish) return saved
      return sendJson('POST', `/api/admin/blogv2/publish/${saved.id}`, AdminPostSchema)
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
  const query = useQuery({ queryKey: [ACCESS], queryFn: () => getJson(ACCESS, PublicAccessSchema) })
  const toggle = useMutation({
    mutationFn: (enabled: boolean) => sendJson('POST', ACCESS, PublicAccessSchema, { enabled }),
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

export function useGenerateDraft() {
  const refresh = useRefreshPosts()
  return useMutation({
    mutationFn: (term: string) =>
      sendJson('POST', `/api/admin/blogv2/generate/${encodeURIComponent(term)}`, AdminPostSchema),
    onSuccess: (post) => {
      refresh()
      toast({ title: 'Draft Created', description: `"${post.title}" is ready to edit.`, variant: 'success' })
    },
    onError: fail('Failed to generate draft for the keyword'),
  })
}
