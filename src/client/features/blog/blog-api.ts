import { blogApi } from '@shared/blog/blog.api'
import { PUBLIC_PAGE_SIZE } from '@shared/blog/blog.schemas'
import { keyOf } from '@shared/http/endpoint'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { format } from 'date-fns'
import { call, callOrNull } from '../../lib/api-client'

/** Whether the blog is public; blog pages send visitors home when it is not. */
export const blogStatusQuery = queryOptions({
  queryKey: keyOf(blogApi.status),
  queryFn: () => call(blogApi.status),
})
export const useBlogStatus = () => useQuery(blogStatusQuery)

/** One page of published posts (the server render seeds the first). */
export const publicPostsQuery = (offset: number) => {
  const args = { query: { limit: PUBLIC_PAGE_SIZE, offset } }
  return queryOptions({ queryKey: keyOf(blogApi.posts, args), queryFn: () => call(blogApi.posts, args) })
}
export const usePublicPosts = (offset: number) => useQuery(publicPostsQuery(offset))

/** The post, or null when it does not exist (the server render seeds the same value). */
export const publicPostQuery = (slug: string) =>
  queryOptions({
    queryKey: keyOf(blogApi.post, { params: { slug } }),
    queryFn: () => callOrNull(blogApi.post, { params: { slug } }),
  })
export const usePublicPost = (slug: string) => useQuery(publicPostQuery(slug))

/** Dates are shown as the UTC calendar day so the server render and the browser agree. */
export function formatPostDate(iso: string, pattern: 'MMM d, yyyy' | 'MMMM d, yyyy'): string {
  const d = new Date(iso)
  return format(new Date(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()), pattern)
}
