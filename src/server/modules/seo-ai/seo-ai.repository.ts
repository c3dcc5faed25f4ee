import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { seoPosts } from '../../db/schema/index'

export type SeoPostRow = typeof seoPosts.$inferSelect
export type NewSeoPost = typeof seoPosts.$inferInsert

export function createSeoAiRepository(db: Tx) {
  return {
    insert: async (post: NewSeoPost): Promise<SeoPostRow> => {
      const [row] = await db.insert(seoPosts).values(post).returning()
      if (!row) throw new Error('insert returned no row')
      return row
    },
    list: async (): Promise<SeoPostRow[]> =>
      db.select().from(seoPosts).orderBy(desc(seoPosts.createdAt)).limit(500),
    find: async (id: string): Promise<SeoPostRow | undefined> => {
      const [row] = await db.select().from(seoPosts).where(eq(seoPosts.id, id)).limit(1)
      return row
    },
    /** Updates a post only while it is in one of `from`; undefined when it was not. */
    transition: async (
      id: string,
      from: SeoPostRow['status'][],
      values: Partial<Omit<SeoPostRow, 'id'>>,
    ): Promise<SeoPostRow | undefined> => {
      const [row] = await db
        .update(seoPosts)
        .set(values)
        .where(and(eq(seoPosts.id, id), inArray(seoPosts.status, from)))
        .returning()
      return row
    },
    /**
     * The scheduled publish, atomically: only a post still scheduled for exactly this time moves to
     * published, so two runners (or a stale job after a reschedule) cannot publish it twice.
     */
    claimScheduled: async (id: string, scheduledTime: Date, at: Date): Promise<SeoPostRow | undefined> => {
      const [row] = await db
        .update(seoPosts)
        .set({ status: 'published', publishedAt: at, updatedAt: at })
        .where(
          and(
            eq(seoPosts.id, id),
            eq(seoPosts.status, 'scheduled'),
            sql`${seoPosts.scheduledTime} = ${scheduledTime.toISOString()}::timestamptz`,
          ),
        )
        .returning()
      return row
    },
    setBlogPost: async (id: string, blogPostId: string) => {
      await db.update(seoPosts).set({ blogPostId }).where(eq(seoPosts.id, id))
    },
  }
}
export type SeoAiRepository = ReturnType<typeof createSeoAiRepository>
