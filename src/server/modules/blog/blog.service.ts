import type { AdminPostList, PostStatus } from '@shared/blog/blog.schemas'
import { notFound } from '../../lib/app-error'
import { newId } from '../../lib/ids'
import type { Caches } from '../../lib/versioned-cache'
import { toAdminPost } from './blog.dto'
import type { BlogRepository, NewPost } from './blog.repository'
import { type Enqueue, schedulePublish } from './blog-common'
import { generatePostDraft } from './generate-post-draft'
import { publicBlog } from './public-blog'
import { publishArticle } from './publish-article'
import { publishPost } from './publish-post'
import { savePost } from './save-post'
import { scheduledPublish } from './scheduled-publish'

export { PUBLISH_DUE_JOB, PUBLISH_JOB, publishDedupeKey } from './blog-common'

type Deps = {
  repo: BlogRepository
  enqueue: Enqueue
  brandName: string
  now: () => Date
  /** The ads keyword with this term, if any (to link generated drafts to their keyword). */
  findKeywordIdByTerm?: (term: string) => Promise<string | null>
  caches: Caches
}

export function createBlogService({ repo, enqueue, brandName, now, findKeywordIdByTerm, caches }: Deps) {
  const editorialName = `${brandName} Editorial Team`
  // What the public blog pages are cached by (ADR 023): every write calls `changed` once it is done;
  // a write by another instance is seen within a second, when a read asks the database again (ADR 050).
  const versions = caches.create<string>({
    id: 'blog-version',
    name: 'Blog content version',
    description: 'The version of everything the public blog shows, which its cached pages are keyed by.',
  })
  const versionSource = {
    versionOf: repo.version,
    load: async () => {
      const version = await repo.version()
      return { version, value: version }
    },
  }
  // Asked before every post page is rendered (is the blog public, is this slug a published post): answered
  // from memory per content version instead of two queries a page.
  const indexes = caches.create<{ isPublic: boolean; slugs: ReadonlySet<string> }>({
    id: 'blog-public-index',
    name: 'Blog public index',
    description: 'Whether the blog is public and the slugs of its published posts, per content version.',
  })
  const publicIndex = async () => {
    const version = await versions.get('blog', versionSource)
    return indexes.get('blog', {
      version,
      load: async () => ({
        version,
        value: {
          isPublic: await repo.getPublicAccess(),
          slugs: new Set((await repo.listPublishedIndex()).map((post) => post.slug)),
        },
      }),
    })
  }
  const changed = <T>(result: T): T => {
    versions.invalidate()
    return result
  }
  const schedule = schedulePublish(enqueue)

  return {
    editorialName,
    isPublic: async () => (await publicIndex()).isPublic,
    /** The version of everything the public blog shows (posts and whether the blog is public). */
    contentVersion: () => versions.get('blog', versionSource),
    setPublic: async (enabled: boolean) => {
      changed(await repo.setPublicAccess(enabled, now()))
      return { enabled }
    },
    ...publicBlog({ repo }),
    /** Whether a published post has this slug (asked before its page is rendered). */
    publicPostExists: async (slug: string) => (await publicIndex()).slugs.has(slug),

    list: async (
      filter: { status?: PostStatus; search?: string; tag?: string },
      limit: number,
      offset: number,
    ): Promise<AdminPostList> => {
      const { rows, total } = await repo.list(filter, limit, offset)
      return { posts: rows.map(toAdminPost), total }
    },
    getBySlug: async (slug: string) => {
      const row = await repo.findBySlug(slug)
      if (!row) throw notFound('Post')
      return toAdminPost(row)
    },
    ...savePost({ repo, schedulePublish: schedule, changed, editorialName, now }),
    publish: publishPost({ repo, changed, now }),
    ...scheduledPublish({ repo, schedulePublish: schedule, changed, now }),
    generateDraft: generatePostDraft({ repo, changed, editorialName, now, findKeywordIdByTerm }),
    publishArticle: publishArticle({ repo, changed, editorialName, now }),

    /** Inserts each article whose slug is absent; an existing post (maybe edited) is never touched. */
    seedArticles: async (articles: Array<Omit<NewPost, 'id'>>) => {
      let inserted = 0
      for (const article of articles) {
        if (await repo.insertIfSlugAbsent({ id: newId(), authorName: editorialName, ...article })) inserted++
      }
      return changed(inserted)
    },
  }
}
export type BlogService = ReturnType<typeof createBlogService>
