import { blogApi } from '@shared/blog/blog.api'
import { ADMIN_PAGE_SIZE, type PostInput, postStatuses } from '@shared/blog/blog.schemas'
import { keyOf } from '@shared/http/endpoint'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { toast } from '../../components/toast'
import { call, errorMessage } from '../../lib/api-client'

export type PostFilters = { status: string; search: string; tag: string; offset: number }

export const fail = (fallback: string) => (error: unknown) =>
  toast({ title: 'Error', description: errorMessage(error, fallback), variant: 'destructive' })

/** The list's query: the filters given (trimmed), then the page. */
const postsArgs = (f: PostFilters) => {
  const status = postStatuses.find((s) => s === f.status)
  return {
    query: {
      ...(status ? { status } : {}),
      ...(f.search.trim() ? { search: f.search.trim() } : {}),
      ...(f.tag.trim() ? { tag: f.tag.trim() } : {}),
      limit: ADMIN_PAGE_SIZE,
      offset: f.offset,
    },
  }
}

/** One filtered page of posts. */
export const adminPostsQuery = (f: PostFilters) =>
  queryOptions({
    queryKey: keyOf(blogApi.adminPosts, postsArgs(f)),
    queryFn: () => call(blogApi.adminPosts, postsArgs(f)),
  })
export const useAdminPosts = (f: PostFilters) => useQuery(adminPostsQuery(f))

/** One post to edit, always fresh. */
export const useAdminPost = (slug: string | null) => {
  const args = { params: { slug: slug ?? '' } }
  return useQuery({
    queryKey: keyOf(blogApi.adminPost, args),
    queryFn: () => call(blogApi.adminPost, args),
    enabled: Boolean(slug),
    staleTime: 0,
    gcTime: 0,
  })
}

/**
 * Forgets every cached admin post list and post, and the public blog's lists and posts: their keys start
 * with the lists' paths (a post's path is its list's, then its slug).
 */
function useRefreshPosts() {
  const queryClient = useQueryClient()
  const paths = [blogApi.adminPosts.path, blogApi.posts.path]
  return () =>
    queryClient.invalidateQueries({
      predicate: (q) => {
        const key = String(q.queryKey[0])
        return paths.some((path) => key.startsWith(path))
      },
    })
}

export function useSavePost() {
  const refresh = useRefreshPosts()
  return useMutation({
    mutationFn: async ({ id, input, publish }: { id: string | null; input: PostInput; publish: boolean }) => {
      const saved = id
        ? await call(blogApi.update, { params: { id }, body: input })
        : await call(blogApi.create, { body: input })
      if (!publish) return saved
      return call(blogApi.publish, { params: { id: saved.id } })
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
  const query = useQuery({ queryKey: keyOf(blogApi.publicAccess), queryFn: () => call(blogApi.publicAccess) })
  const toggle = useMutation({
    mutationFn: (enabled: boolean) => call(blogApi.setPublicAccess, { body: { enabled } }),
    onSuccess: (data) => {
      queryClient.setQueryData(keyOf(blogApi.publicAccess), data)
      queryClient.setQueryData(keyOf(blogApi.status), data)
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
    mutationFn: (term: string) => call(blogApi.generateDraft, { params: { term } }),
    onSuccess: (post) => {
      refresh()
      toast({ title: 'Draft Created', description: `"${post.title}" is ready to edit.`, variant: 'success' })
    },
    onError: fail('Failed to generate draft for the keyword'),
  })
}
