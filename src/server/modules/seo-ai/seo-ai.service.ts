import { slugify } from '@shared/blog/blog.schemas'
import type { Provider } from '@shared/catalogue/provider.schemas'
import { pages } from '@shared/routes'
import type { EditInput, SeoPost } from '@shared/seo-ai/seo-ai.schemas'
import type { ChatConfig } from '../../integrations/llm/chat-client'
import { AppError, notFound } from '../../lib/app-error'
import { newId, sha256 } from '../../lib/ids'
import { sanitizeRichHtml } from '../../lib/sanitize-html'
import type { BlogService } from '../blog/blog.service'
import { htmlToMarkdown } from './html-to-markdown'
import { writeWithModel } from './llm-writer'
import { writeOfflineArticle } from './offline-writer'
import type { SeoAiRepository, SeoPostRow } from './seo-ai.repository'

export const SEO_PUBLISH_JOB = 'seo.publish'

type Deps = {
  repo: SeoAiRepository
  blog: Pick<BlogService, 'publishArticle'>
  providers: () => Promise<Provider[]>
  enqueue: (job: {
    type: string
    payload?: Record<string, unknown>
    runAt?: Date
    dedupeKey?: string
  }) => Promise<string | null>
  /** The model to write with; null writes offline from the catalogue and the engine. */
  llm: ChatConfig | null
  brandName: string
  now: () => Date
}

const wrongState = (what: string) => new AppError('CONFLICT', what)
const plainText = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

export function createSeoAiService({ repo, blog, providers, enqueue, llm, brandName, now }: Deps) {
  const blogSlug = (row: SeoPostRow) =>
    `${slugify(row.title).slice(0, 90).replace(/-+$/, '') || 'article'}-${sha256(row.id).slice(0, 6)}`

  const toDto = (row: SeoPostRow): SeoPost => ({
    id: row.id,
    topic: row.topic,
    title: row.title,
    content: sanitizeRichHtml(row.content),
    keywords: row.keywords,
    status: row.status,
    source: row.source,
    createdAt: row.createdAt.toISOString(),
    scheduledTime: row.scheduledTime?.toISOString() ?? null,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    rejectionReason: row.rejectionReason,
    blogUrl: row.status === 'published' ? pages['blog-post'].href({ slug: blogSlug(row) }) : null,
  })

  /** The post goes to the public blog (sanitised, as Markdown, with its metadata); safe to repeat. */
  const toBlog = async (row: SeoPostRow) => {
    const text = plainText(sanitizeRichHtml(row.content))
    const blogPostId = await blog.publishArticle({
      slug: blogSlug(row),
      title: row.title,
      metaDesc: text.length > 160 ? `${text.slice(0, 157)}...` : text,
      contentMd: htmlToMarkdown(row.content),
      tags: row.keywords.slice(0, 8).map((k) => k.slice(0, 40)),
    })
    await repo.setBlogPost(row.id, blogPostId)
  }

  const find = async (id: string) => {
    const row = await repo.find(id)
    if (!row) throw notFound('Post')
    return row
  }

  return {
    usesModel: llm !== null,

    generate: async (topic: string): Promise<SeoPost> => {
      const catalogue = await providers()
      const article = llm
        ? await writeWithModel(topic, catalogue, llm, brandName)
        : writeOfflineArticle(topic, catalogue, { brandName })
      const at = now()
      const row = await repo.insert({
        id: newId(),
        topic,
        title: article.title,
        content: sanitizeRichHtml(article.content),
        keywords: [...new Set(article.keywords.map((k) => k.trim()).filter(Boolean))],
        status: 'pending_review',
        source: llm ? 'llm' : 'offline',
        createdAt: at,
        updatedAt: at,
      })
      return toDto(row)
    },

    list: async () => (await repo.list()).map(toDto),

    schedule: async (id: string, scheduledTime: Date): Promise<SeoPost> => {
      if (scheduledTime.getTime() <= now().getTime())
        throw new AppError('VALIDATION_FAILED', 'Scheduled time must be in the future')
      await find(id)
      const row = await repo.transition(id, ['pending_review', 'scheduled'], {
        status: 'scheduled',
        scheduledTime,
        updatedAt: now(),
      })
      if (!row) throw wrongState('Only posts pending review or scheduled can be scheduled')
      await enqueue({
        type: SEO_PUBLISH_JOB,
        payload: { postId: row.id, scheduledTime: scheduledTime.toISOString() },
        runAt: scheduledTime,
        dedupeKey: `${SEO_PUBLISH_JOB}:${row.id}:${scheduledTime.getTime()}`,
      })
      return toDto(row)
    },

    reject: async (id: string, reason: string): Promise<SeoPost> => {
      await find(id)
      const row = await repo.transition(id, ['pending_review'], {
        status: 'rejected',
        rejectionReason: reason,
        scheduledTime: null,
        updatedAt: now(),
      })
      if (!row) throw wrongState('Only posts pending review can be rejected')
      return toDto(row)
    },

    publishNow: async (id: string): Promise<SeoPost> => {
      await find(id)
      const at = now()
      const row = await repo.transition(id, ['pending_review', 'scheduled'], {
        status: 'published',
        publishedAt: at,
        scheduledTime: null,
        updatedAt: at,
      })
      if (!row) throw wrongState('This post is already published or was rejected')
      await toBlog(row)
      return toDto(row)
    },

    /** Edits a post under review or scheduled; new content on a scheduled post clears its time. */
    edit: async (id: string, input: EditInput & { keywords: string[] }) => {
      const existing = await find(id)
      if (existing.status === 'published') throw wrongState('Published posts are view-only')
      if (existing.status === 'rejected') throw wrongState('Rejected posts cannot be edited')
      const content = sanitizeRichHtml(input.content).trim()
      if (!content) throw new AppError('VALIDATION_FAILED', 'Content is required')
      const contentChanged = content !== sanitizeRichHtml(existing.content).trim()
      const clear = existing.status === 'scheduled' && contentChanged
      const row = await repo.transition(id, [existing.status], {
        title: input.title.trim(),
        content,
        keywords: input.keywords,
        updatedAt: now(),
        ...(clear ? { status: 'pending_review' as const, scheduledTime: null } : {}),
      })
      if (!row) throw wrongState('The post changed meanwhile; reload and try again')
      return { post: toDto(row), scheduledTimeCleared: clear }
    },

    /** Job: publishes a scheduled post once, only for the time it is still scheduled for. */
    runScheduledPublish: async (payload: Record<string, unknown>) => {
      const postId = String(payload.postId ?? '')
      const scheduledTime = new Date(String(payload.scheduledTime ?? ''))
      if (!postId || Number.isNaN(scheduledTime.getTime())) return
      const claimed = await repo.claimScheduled(postId, scheduledTime, now())
      const row = claimed ?? (await repo.find(postId))
      // A claimed post, or one published earlier whose blog copy failed: (re)make the blog post.
      if (row?.status === 'published' && (claimed || !row.blogPostId)) await toBlog(row)
    },
  }
}
export type SeoAiService = ReturnType<typeof createSeoAiService>
