import { and, count, desc, eq, ilike, isNotNull, lte, or, type SQL, sql } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { appSettings, blogPosts } from '../../db/schema/index'

export type PostRow = typeof blogPosts.$inferSelect
export type NewPost = typeof blogPosts.$inferInsert
export type PostFilter = { status?: PostRow['status']; search?: string; tag?: string }

const PUBLIC_ACCESS_KEY = 'blog.publicAccess'

/** True when the error (or its cause) is a unique-constraint violation. */
export function isUniqueViolation(err: unknown): boolean {
  let current: unknown = err
  for (let depth = 0; current && depth < 5; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`)

export function createBlogRepository(db: Tx) {
  const filterWhere = (f: PostFilter): SQL | undefined => {
    const parts: SQL[] = []
    if (f.status) parts.push(eq(blogPosts.status, f.status))
    if (f.search) {
      const pattern = `%${escapeLike(f.search)}%`
      const match = or(ilike(blogPosts.title, pattern), ilike(blogPosts.slug, pattern))
      if (match) parts.push(match)
    }
    if (f.tag) {
      parts.push(
        sql`exists (select 1 from jsonb_array_elements_text(${blogPosts.tags}) t where lower(t) = lower(${f.tag}))`,
      )
    }
    return parts.length ? and(...parts) : undefined
  }
  const published = and(eq(blogPosts.status, 'Published'), isNotNull(blogPosts.publishedAt))

  return {
    list: async (f: PostFilter, limit: number, offset: number) => {
      const where = filterWhere(f)
      const rows = await db
        .select()
        .from(blogPosts)
        .where(where)
        .orderBy(desc(blogPosts.updatedAt), desc(blogPosts.id))
        .limit(limit)
        .offset(offset)
      const [total] = await db.select({ n: count() }).from(blogPosts).where(where)
      return { rows, total: total?.n ?? 0 }
    },
    listPublished: (limit: number, offset: number) =>
      db
        .select()
        .from(blogPosts)
        .where(published)
        .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
        .limit(limit)
        .offset(offset),
    /** Slug and dates of every published post (sitemap). */
    listPublishedIndex: () =>
      db
        .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt, publishedAt: blogPosts.publishedAt })
        .from(blogPosts)
        .where(published)
        .orderBy(desc(blogPosts.publishedAt)),
    findBySlug: async (slug: string): Promise<PostRow | undefined> => {
      const [row] = await db.select().from(blogPosts).where(eq(blogPosts.slug, slug)).limit(1)
      return row
    },
    findPublishedBySlug: async (slug: string): Promise<PostRow | undefined> => {
      const [row] = await db
        .select()
        .from(blogPosts)
        .where(and(eq(blogPosts.slug, slug), published))
        .limit(1)
      return row
    },
    findById: async (id: string): Promise<PostRow | undefined> => {
      const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1)
      return row
    },
    slugExists: async (slug: string) => {
      const [row] = await db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.slug, slug))
      return Boolean(row)
    },
    insert: async (post: NewPost): Promise<PostRow> => {
      const [row] = await db.insert(blogPosts).values(post).returning()
      if (!row) throw new Error('insert returned no row')
      return row
    },
    /** Inserts unless the slug exists; never touches an existing post. */
    insertIfSlugAbsent: async (post: NewPost) => {
      const rows = await db
        .insert(blogPosts)
        .values(post)
        .onConflictDoNothing({ target: blogPosts.slug })
        .returning({ id: blogPosts.id })
      return rows.length > 0
    },
    update: async (id: string, data: Partial<NewPost>): Promise<PostRow | undefined> => {
      const [row] = await db.update(blogPosts).set(data).where(eq(blogPosts.id, id)).returning()
      return row
    },
    /**
     * Publishes a scheduled post only if it is still scheduled for exactly `scheduledAt` and that
     * time has come; the conditional update makes concurrent runners publish it at most once.
     */
    publishScheduled: async (id: string, scheduledAt: Date, now: Date): Promise<PostRow | undefined> => {
      const [row] = await db
        .update(blogPosts)
        .set({ status: 'Published', publishedAt: now, updatedAt: now })
        .where(
          and(
            eq(blogPosts.id, id),
            eq(blogPosts.status, 'Scheduled'),
            eq(blogPosts.scheduledAt, scheduledAt),
            lte(blogPosts.scheduledAt, now),
          ),
        )
        .returning()
      return row
    },
    getPublicAccess: async (): Promise<boolean> => {
      const [row] = await db.select().from(appSettings).where(eq(appSettings.key, PUBLIC_ACCESS_KEY))
      return row ? row.value === true : true
    },
    /**
     * The public blog's version, cheap to read: the posts' count and row versions (`xmin`, which change
     * whenever a row is inserted, updated or deleted) and the row version of the public-access setting.
     */
    version: async (): Promise<string> => {
      const result = await db.execute<{ version: string | null }>(
        sql`select (select count(*)::text || ':' || coalesce(sum(xmin::text::bigint), 0)::text from ${blogPosts})
          || '/' || coalesce((select xmin::text from ${appSettings} where key = ${PUBLIC_ACCESS_KEY}), '-') as version`,
      )
      const rows = (result as unknown as { rows: { version: string | null }[] }).rows
      return rows[0]?.version ?? ''
    },
    setPublicAccess: async (enabled: boolean, now: Date) => {
      await db
        .insert(appSettings)
        .values({ key: PUBLIC_ACCESS_KEY, value: enabled, updatedAt: now })
        .onConflictDoUpdate({ target: appSettings.key, set: { value: enabled, updatedAt: now } })
    },
  }
}
export type BlogRepository = ReturnType<typeof createBlogRepository>
