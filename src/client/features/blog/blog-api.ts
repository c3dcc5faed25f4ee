import {
  blogStatusKey,
  type PublicAccess,
  type PublicPost,
  type PublicPostSummary,
  publicPostKey,
  publicPostsKey,
} from '@shared/blog/blog.schemas'
import { useQuery } from '@tanstack/react-query'
import { format } from 'date-fns'

/** Whether the blog is public; blog pages send visitors home when it is not. */
export const useBlogStatus = () => useQuery<PublicAccess>({ queryKey: blogStatusKey })

export const usePublicPosts = (offset: number) =>
  useQuery<PublicPostSummary[]>({
    queryKey: publicPostsKey(offset),
    queryFn: async ({ queryKey }) => {
      const res = await fetch(String(queryKey[0]), { credentials: 'include' })
      if (!res.ok) throw new Error('Failed to fetch blog posts')
      return res.json()
    },
  })

/** The post, or null when it does not exist (the server render seeds the same value). */
export const usePublicPost = (slug: string) =>
  useQuery<PublicPost | null>({
    queryKey: publicPostKey(slug),
    queryFn: async ({ queryKey }) => {
      const res = await fetch(String(queryKey[0]), { credentials: 'include' })
      if (res.status === 404) return null
      if (!res.ok) throw new Error('Failed to fetch blog post')
      return res.json()
    },
  })

/** Dates are shown as the UTC calendar day so the server render and the browser agree. */
export function formatPostDate(iso: string, pattern: 'MMM d, yyyy' | 'MMMM d, yyyy'): string {
  const d = new Date(iso)
  return format(new Date(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()), pattern)
}
