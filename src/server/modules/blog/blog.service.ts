import { type AdminPostList, type PostInputParsed, type PostStatus, slugify } from '@shared/blog/blog.schemas'
import { AppError, notFound } from '../../lib/app-error'
import { newId } from '../../lib/ids'
import type { Caches } from '../../lib/versioned-cache'
import { toAdminPost, toPublicPost, toPublicSummary } from './blog.dto'
import { type BlogRepository, isUniqueViolation, type NewPost, type PostRow } from './blog.repository'
import { generateDraft } from './draft-generator'

export const PUBLISH_JOB = 'blog.publish'
export const PUBLISH_DUE_JOB = 'blog.publish-due'

type Deps = {
  repo: BlogRepository
  enqueue: (job: {
    type: string
    payload?: Record<string, unknown>
    runAt?: Date
    dedupeKey?: string
  }) => Promise<string | null>
  brandName: string
  now: () => Date
  /** The ads keyword with this term, if any (to link generated drafts to their keyword). */
  findKeywordIdByTerm?: (term: string) => Promise<string | null>
  caches: Caches
}

export const publishDedupeKey = (postId: string, scheduledAt: Date) =>
  `${PUBLISH_JOB}:${postId}:${scheduledAt.getTime()}`

export function createBlogService({ repo, enqueue, brandName, now, findKeywordIdByTerm, caches }: Deps) {
  const editorialName = `${brandName} Editorial Team`
  const blogDisabled = () => new AppError('NOT_FOUND', 'The blog is not available')
  // What the public blog pages are cached by (ADR 023): every write below calls `changed` once it is done;
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
  const changed = <T>(result: T): T => {
    versions.invalidate()
    return result
  }

  const schedulePublish = async (row: PostRow) => {
    if (row.status !== 'Scheduled' || !row.scheduledAt) return
    await enqueue({
      type: PUBLISH_JOB,
      payload: { postId: row.id, scheduledAt: row.scheduledAt.toISOString() },
      runAt: row.scheduledAt,
      dedupeKey: publishDedupeKey(row.id, row.scheduledAt),
    })
  }

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

  const slugTaken = (slug: string) =>
    new AppError('CONFLICT', `A post with the slug "${slug}" already exists. Choose another slug.`)

  const withSlugCheck = async <T>(slug: string, run: () => Promise<T>): Promise<T> => {
    try {
      return await run()
    } catch (err) {
      if (isUniqueViolation(err)) throw slugTaken(slug)
      throw err
    }
  }

  const requireAccess = async () => {
    if (!(await repo.getPublicAccess())) throw blogDisabled()
  }

  return {
    editorialName,
    isPublic: () => repo.getPublicAccess(),
    /** The version of everything the public blog shows (posts and whether the blog is public). */
    contentVersion: () => versions.get('blog', versionSource),
    setPublic: async (enabled: boolean) => {
      changed(await repo.setPublicAccess(enabled, now()))
      return { enabled }
    },

    listPublic: async (limit: number, offset: number) => {
      await requireAccess()
      return (await repo.listPublished(limit, offset)).map(toPublicSummary)
    },
    /** Whether a published post has this slug (asked before its page is rendered). */
    publicPostExists: async (slug: string) => Boolean(await repo.findPublishedBySlug(slug)),
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
    publish: async (id: string) => {
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
    },

    /** Job: publishes a scheduled post once, and only for the time it was scheduled for. */
    runScheduledPublish: async (payload: Record<string, unknown>) => {
      const postId = String(payload.postId ?? '')
      const scheduledAt = new Date(String(payload.scheduledAt ?? ''))
      if (!postId || Number.isNaN(scheduledAt.getTime())) return
      if (changed(await repo.publishScheduled(postId, scheduledAt, now()))) return
      // Rescheduled meanwhile: make sure the new time has its own job (a no-op when it already does).
      const post = await repo.findById(postId)
      if (post) await schedulePublish(post)
    },
    /** Recurring safety net: publishes any scheduled post whose time has passed. */
    publishDue: async () => {
      const { rows } = await repo.list({ status: 'Scheduled' }, 100, 0)
      const at = now()
      for (const post of rows) {
        if (post.scheduledAt && post.scheduledAt <= at)
          changed(await repo.publishScheduled(post.id, post.scheduledAt, at))
      }
    },

    generateDraft: async (term: string) => {
      const draft = generateDraft(term)
      let slug = slugify(draft.title) || 'draft'
      for (let i = 2; await repo.slugExists(slug); i++) slug = `${slugify(draft.title)}-${i}`
      const at = now()
      const targetKeywordId = findKeywordIdByTerm ? await findKeywordIdByTerm(term) : null
      const row = changed(
        await withSlugCheck(slug, () =>
          repo.insert({
            id: newId(),
            ...draft,
            slug,
            status: 'Draft',
            authorName: editorialName,
            targetKeywordId,
            createdAt: at,
            updatedAt: at,
          }),
        ),
      )
      return toAdminPost(row)
    },

    /**
     * A published post from another writer (the SEO assistant), idempotent by slug: a retry finds the
     * post it already made. Answers the post's id.
     */
    publishArticle: async (article: {
      slug: string
      title: string
      metaDesc: string
      contentMd: string
      tags: string[]
    }): Promise<string> => {
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
    },

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
