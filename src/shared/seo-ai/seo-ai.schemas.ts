import { z } from 'zod'

export const SEO_POST_STATUSES = ['pending_review', 'scheduled', 'published', 'rejected'] as const
export type SeoPostStatus = (typeof SEO_POST_STATUSES)[number]

export const SeoPostSchema = z.object({
  id: z.string(),
  topic: z.string(),
  title: z.string(),
  content: z.string(),
  keywords: z.array(z.string()),
  status: z.enum(SEO_POST_STATUSES),
  source: z.string(),
  createdAt: z.string(),
  scheduledTime: z.string().nullable(),
  publishedAt: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  /** Where the published post is read on the public blog. */
  blogUrl: z.string().nullable(),
})
export type SeoPost = z.infer<typeof SeoPostSchema>
export const SeoPostListSchema = z.object({ posts: z.array(SeoPostSchema) })

export const GenerateSchema = z.object({
  topic: z
    .string({ error: 'Topic is required' })
    .trim()
    .min(1, 'Topic is required')
    .max(200, 'Topic must be at most 200 characters'),
})

export const ScheduleSchema = z.object({
  scheduledTime: z.iso.datetime({ offset: true, message: 'Scheduled time must be a date and time' }),
})

export const RejectSchema = z.object({
  reason: z
    .string({ error: 'Reason is required' })
    .trim()
    .min(1, 'Reason is required')
    .max(1000, 'Reason must be at most 1000 characters'),
})

export const EditSchema = z.object({
  title: z.string({ error: 'Title is required' }).trim().min(1, 'Title is required').max(200),
  content: z
    .string({ error: 'Content is required' })
    .max(200_000, 'Content is too long')
    .refine((v) => v.trim() !== '', 'Content is required'),
  keywords: z
    .array(z.string().trim().max(60, 'Keywords must be at most 60 characters'))
    .max(30, 'At most 30 keywords')
    .transform((list) => [...new Set(list.filter((k) => k !== ''))])
    .refine((list) => list.length > 0, 'At least one keyword is required'),
})
export type EditInput = z.input<typeof EditSchema>

export const EditResultSchema = z.object({ post: SeoPostSchema, scheduledTimeCleared: z.boolean() })
export const PostIdParamSchema = z.object({ postId: z.string().min(1).max(100) })
