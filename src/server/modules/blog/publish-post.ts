import { AppError, notFound } from '../../lib/app-error'
import { toAdminPost } from './blog.dto'
import type { BlogRepository } from './blog.repository'
import type { Changed } from './blog-common'

type Deps = {
  repo: Pick<BlogRepository, 'findById' | 'update'>
  changed: Changed
  now: () => Date
}

/** Publishes a post now; a post published before keeps its first publication date. */
export const publishPost =
  ({ repo, changed, now }: Deps) =>
  async (id: string) => {
    const existing = await repo.findById(id)
    if (!existing) throw notFound('Post')
    if (!existing.title.trim() || !existing.slug || !existing.contentMd.trim()) {
      throw new AppError('VALIDATION_FAILED', 'Title, slug, and content are required')
    }
    const at = now()
    const row = changed(
      await repo.update(id, {
        status: 'Published',
        publishedAt: existing.status === 'Published' && existing.publishedAt ? existing.publishedAt : at,
        scheduledAt: null,
        updatedAt: at,
      }),
    )
    if (!row) throw notFound('Post')
    return toAdminPost(row)
  }
