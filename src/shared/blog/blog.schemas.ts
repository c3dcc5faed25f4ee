import { z } from 'zod'

export const postStatuses = ['Draft', 'Scheduled', 'Published'] as const
export type PostStatus = (typeof postStatuses)[number]

/** Public blog list page size (the spec leaves it open). */
export const PUBLIC_PAGE_SIZE = 9
/** Blog V2 admin list page size. */
export const ADMIN_PAGE_SIZE = 20

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** New-post slug from a title: lowercase, letters/digits/spaces/hyphens only, spaces to hyphens, runs collapsed. */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
}

/** Comma-separated tags: trimmed, empties dropped, duplicates removed. */
export function parseTags(input: string): string[] {
  const tags: string[] = []
  for (const raw of input.split(',')) {
    const tag = raw.trim()
    if (tag && !tags.some((t) => t.toLowerCase() === tag.toLowerCase())) tags.push(tag)
  }
  return tags
}

export function wordCount(markdown: string): number {
  const words = markdown
    .replace(/[#>*_`~[\]()|-]/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
  return words.length
}

/** Markdown reduced to plain text, for excerpts and meta descriptions. */
export function markdownToText(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
    .replace(/^\|.*\|$/gm, ' ')
    .replace(/[*_`~]/g, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

const imageUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => v === '' || /^https?:\/\//i.test(v) || /^\/(?!\/)/.test(v), {
    message: 'Hero image must be an http(s) URL or a path starting with /',
  })

export const PostInputSchema = z
  .object({
    title: z.string().trim().min(1, 'Title is required').max(200, 'Title must be at most 200 characters'),
    slug: z
      .string()
      .trim()
      .min(1, 'Slug is required')
      .max(120, 'Slug must be at most 120 characters')
      .regex(SLUG_PATTERN, 'Slug must use lowercase letters, numbers, and hyphens'),
    metaTitle: z.string().trim().max(200, 'Meta title must be at most 200 characters').nullish(),
    metaDesc: z.string().trim().max(320, 'Meta description must be at most 320 characters').nullish(),
    contentMd: z
      .string()
      .max(200_000, 'Content is too long')
      .refine((v) => v.trim() !== '', {
        message: 'Content is required',
      }),
    heroImageUrl: imageUrl.nullish(),
    tags: z
      .array(z.string().trim().max(40, 'Tags must be at most 40 characters'))
      .max(20, 'At most 20 tags')
      .default([])
      .transform((tags) => parseTags(tags.join(','))),
    status: z.enum(postStatuses).default('Draft'),
    scheduledAt: z.iso
      .datetime({ offset: true, message: 'Scheduled time must be a date and time' })
      .nullish(),
    authorName: z.string().trim().max(120, 'Author name must be at most 120 characters').nullish(),
    targetKeywordId: z.string().max(64).nullish(),
  })
  .refine((p) => p.status !== 'Scheduled' || Boolean(p.scheduledAt), {
    message: 'Choose a scheduled time for a scheduled post',
    path: ['scheduledAt'],
  })
export type PostInput = z.input<typeof PostInputSchema>
export type PostInputParsed = z.output<typeof PostInputSchema>

/** A post as the admin sees it. */
export const AdminPostSchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  metaTitle: z.string().nullable(),
  metaDesc: z.string().nullable(),
  contentMd: z.string(),
  heroImageUrl: z.string().nullable(),
  tags: z.array(z.string()),
  status: z.enum(postStatuses),
  scheduledAt: z.string().nullable(),
  publishedAt: z.string().nullable(),
  authorName: z.string().nullable(),
  targetKeywordId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type AdminPost = z.infer<typeof AdminPostSchema>

export const AdminPostListSchema = z.object({ posts: z.array(AdminPostSchema), total: z.number().int() })
export type AdminPostList = z.infer<typeof AdminPostListSchema>

export const AdminPostQuerySchema = z.object({
  status: z
    .enum(postStatuses)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  search: z.string().trim().max(200).optional(),
  tag: z.string().trim().max(40).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(ADMIN_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
})

/** A published post as the public API returns it (list items omit the body). */
export const PublicPostSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  metaTitle: z.string().nullable(),
  metaDesc: z.string().nullable(),
  heroImageUrl: z.string().nullable(),
  tags: z.array(z.string()),
  publishedAt: z.string(),
  authorName: z.string().nullable(),
})
export type PublicPostSummary = z.infer<typeof PublicPostSummarySchema>

export const PublicPostSchema = PublicPostSummarySchema.extend({ contentMd: z.string() })
export type PublicPost = z.infer<typeof PublicPostSchema>

export const PublicPostQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(PUBLIC_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
})

export const SlugParamSchema = z.object({ slug: z.string().min(1).max(200) })
export const IdParamSchema = z.object({ id: z.string().min(1).max(64) })

export const PublicAccessSchema = z.object({ enabled: z.boolean() })
export type PublicAccess = z.infer<typeof PublicAccessSchema>
