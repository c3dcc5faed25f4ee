import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

/** Blog V2 posts: drafts, scheduled and published articles. */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: text('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    metaTitle: text('meta_title'),
    metaDesc: text('meta_desc'),
    contentMd: text('content_md').notNull(),
    heroImageUrl: text('hero_image_url'),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    status: text('status', { enum: ['Draft', 'Scheduled', 'Published'] })
      .notNull()
      .default('Draft'),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    authorName: text('author_name'),
    targetKeywordId: text('target_keyword_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('blog_posts_slug_idx').on(t.slug),
    index('blog_posts_public_idx').on(t.status, t.publishedAt),
  ],
)

/** Search-ads keywords synced from the ads account (or sample rows when none is configured). */
export const adsKeywords = pgTable(
  'ads_keywords',
  {
    id: text('id').primaryKey(),
    term: text('term').notNull(),
    matchType: text('match_type', { enum: ['BROAD', 'PHRASE', 'EXACT'] }).notNull(),
    clicks: integer('clicks').notNull().default(0),
    impressions: integer('impressions').notNull().default(0),
    costMicros: bigint('cost_micros', { mode: 'number' }).notNull().default(0),
    cpcMicros: bigint('cpc_micros', { mode: 'number' }).notNull().default(0),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ads_keywords_term_match_idx').on(t.term, t.matchType)],
)
