import type { PostInputParsed, PostStatus } from '@shared/blog/blog.schemas'
import { notFound } from '../../lib/app-error'
import { newId } from '../../lib/ids'
import { toAdminPost } from './blog.dto'
import type { BlogRepository, NewPost, PostRow } from './blog.repository'
import { type Changed, withSlugCheck } from './blog-common'

type Deps = {
  repo: Pick<BlogRepository, 'insert' | 'update' | 'findById'>
  schedulePublish: (row: PostRow) => Promise<void>
  changed: Changed
  editorialName: string
  now: () => Date
}

/** The administrator's editor: a new post, or an edit of one; a scheduled post gets its publishing job. */
export const savePost = ({ repo, schedulePublish, changed, editorialName, now }: Deps) => {
  const fields = (input: PostInputParsed, existing?: PostRow): Omit<NewPost, 'id'> => {
    const at = now()
    const status: PostStatus = input.status
    return {
      title: input.title,
      slug: input.slug,
      metaTitle: input.metaTitle || null,
      metaDesc: input.metaDesc || null,
      contentMd: input.contentMd,
      heroImageUrl: input.heroImageUrl || null,
      tags: input.tags,
      status,
      scheduledAt: status === 'Scheduled' && input.scheduledAt ? new Date(input.scheduledAt) : null,
      publishedAt: status === 'Published' ? (existing?.publishedAt ?? at) : (existing?.publishedAt ?? null),
      authorName: input.authorName || editorialName,
      targetKeywordId: input.targetKeywordId ?? existing?.targetKeywordId ?? null,
      updatedAt: at,
    }
  }

  return {
    create: async (input: PostInputParsed) => {
      const row = changed(
        await withSlugCheck(input.slug, () =>
          repo.insert({ id: newId(), ...fields(input), createdAt: now() }),
        ),
      )
      await schedulePublish(row)
      return toAdminPost(row)
    },
    update: async (id: string, input: PostInputParsed) => {
      const existing = await repo.findById(id)
      if (!existing) throw notFound('Post')
      const row = changed(await withSlugCheck(input.slug, () => repo.update(id, fields(input, existing))))
      if (!row) throw notFound('Post')
      await schedulePublish(row)
      return toAdminPost(row)
    },
  }
}
