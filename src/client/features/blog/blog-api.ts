import {
  blogStatusKey,
  PublicAccessSchema,
  PublicPostSchema,
  PublicPostSummarySchema,
  publicPostKey,
  publicPostsKey,
} from '@shared/blog/blog.schemas'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { format } from 'date-fns'
import { z } from 'zod'
import { getJson, getJsonOrNull } from '../../lib/api-client'

/** GET /api/blogv2/public/status: whether the blog is public; blog pages send visitors home when it is not. */
export const blogStatusQuery = queryOptions({
  queryKey: blogStatusKey,
  queryFn: () => getJson(blogStatusKey[0], PublicAccessSchema),
})
export const useBlogStatus = () => useQuery(blogStatusQuery)

/** GET /api/blogv2/public/posts: one page of published posts. */
export const publicPostsQuery = (offset: number) =>
  queryOptions({
    queryKey: publicPostsKey(offset),
    queryFn: ({ queryKey }) => getJson(queryKey[0], z.array(PublicPostSummarySchema)),
  })
export const usePublicPosts = (offset: number) => useQuery(publicPostsQuery(offset))

/** The post, or null when it does not exist (the server render seeds the same value). */
export const publicPostQuery = (slug: string) =>
  queryOptions({
    queryKey: publicPostKey(slug),
    queryFn: ({ queryKey }) => getJsonOrNull(queryKey[0], PublicPostSchema),
  })
export const usePublicPost = (slug: string) => useQuery(publicPostQuery(slug))

/** Dates are shown as the UTC calendar day so the server render and the browser agree. */
export function formatPostDate(iso: string, pattern: 'MMM d, yyyy' | 'MMMM d, yyyy'): string {
  const d = new Date(iso)
  return format(new Date(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()), pattern)
}
