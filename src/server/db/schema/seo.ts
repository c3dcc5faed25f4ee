import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/** Articles written by the SEO assistant, reviewed by the administrator before they reach the blog. */
export const seoPosts = pgTable(
  'seo_posts',
  {
    id: text('id').primaryKey(),
    topic: text('topic').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    keywords: jsonb('keywords').$type<string[]>().notNull().default([]),
    status: text('status', { enum: ['pending_review', 'scheduled', 'published', 'rejected'] })
      .notNull()
      .default('pending_review'),
    /** 'llm' or 'offline': who wrote the first version. */
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    scheduledTime: timestamp('scheduled_time', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
    /** The public blog post it became. */
    blogPostId: text('blog_post_id'),
  },
  (t) => [index('seo_posts_status_idx').on(t.status, t.createdAt)],
)
