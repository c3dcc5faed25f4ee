import { AppError, notFound } from '../../lib/app-error'
import { toPublicPost, toPublicSummary } from './blog.dto'
import type { BlogRepository } from './blog.repository'

type Deps = {
  repo: Pick<
    BlogRepository,
    'getPublicAccess' | 'listPublished' | 'findPublishedBySlug' | 'listPublishedIndex'
  >
}

/** What visitors read: published posts, and nothing while the blog is not public. */
export const publicBlog = ({ repo }: Deps) => {
  const requireAccess = async () => {
    if (!(await repo.getPublicAccess())) throw new AppError('NOT_FOUND', 'The blog is not available')
  }
  return {
    listPublic: async (limit: number, offset: number) => {
      await requireAccess()
      return (await repo.listPublished(limit, offset)).map(toPublicSummary)
    },
    getPublic: async (slug: string) => {
      await requireAccess()
      const row = await repo.findPublishedBySlug(slug)
      if (!row) throw notFound('Post')
      return toPublicPost(row)
    },
    /** Published posts for the sitemap and feed; empty while the blog is not public. */
    publishedIndex: async () => ((await repo.getPublicAccess()) ? repo.listPublishedIndex() : []),
    latestPublished: async (limit: number) =>
      (await repo.getPublicAccess()) ? (await repo.listPublished(limit, 0)).map(toPublicSummary) : [],
  }
}
