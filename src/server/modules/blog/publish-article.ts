import { newId } from '../../lib/ids'
import type { BlogRepository } from './blog.repository'
import type { Changed } from './blog-common'

type Deps = {
  repo: Pick<BlogRepository, 'findBySlug' | 'insert'>
  changed: Changed
  editorialName: string
  now: () => Date
}

/**
 * A published post from another writer (the SEO assistant), idempotent by slug: a retry finds the
 * post it already made. Answers the post's id.
 */
export const publishArticle =
  ({ repo, changed, editorialName, now }: Deps) =>
  async (article: { slug: string; title: string; metaDesc: string; contentMd: string; tags: string[] }) => {
    const existing = await repo.findBySlug(article.slug)
    if (existing) return existing.id
    const at = now()
    const row = changed(
      await repo.insert({
        id: newId(),
        ...article,
        status: 'Published',
        publishedAt: at,
        authorName: editorialName,
        createdAt: at,
        updatedAt: at,
      }),
    )
    return row.id
  }
