import { and, eq, lt, or, sql } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { sessions, users } from '../../db/schema/index'
import { userColumns } from '../users/user.repository'

export type SessionRow = typeof sessions.$inferSelect

export function createSessionRepository(db: Tx) {
  return {
    insert: async (row: typeof sessions.$inferInsert) => {
      await db.insert(sessions).values(row)
    },
    findWithUser: async (tokenHash: string) => {
      const [row] = await db
        .select({ session: sessions, user: userColumns })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(sessions.tokenHash, tokenHash))
        .limit(1)
      return row
    },
    touch: async (tokenHash: string, at: Date) => {
      await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.tokenHash, tokenHash))
    },
    /** Gives a session a new token hash (parking it under a hash nobody holds, or handing it a new token). */
    rehash: async (tokenHash: string, newTokenHash: string): Promise<boolean> => {
      const moved = await db
        .update(sessions)
        .set({ tokenHash: newTokenHash })
        .where(eq(sessions.tokenHash, tokenHash))
        .returning({ tokenHash: sessions.tokenHash })
      return moved.length > 0
    },
    delete: async (tokenHash: string) => {
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash))
    },
    /**
     * Ends the user's sessions (all but one when given), and every session in which the user, as an
     * administrator, acts as someone else; answers how many of the user's own sessions were ended.
     */
    deleteForUser: async (userId: string, exceptTokenHash?: string): Promise<number> => {
      const ended = await db
        .delete(sessions)
        .where(
          and(
            or(eq(sessions.userId, userId), eq(sessions.impersonatorUserId, userId)),
            exceptTokenHash ? sql`${sessions.tokenHash} <> ${exceptTokenHash}` : undefined,
          ),
        )
        .returning({ userId: sessions.userId })
      return ended.filter((s) => s.userId === userId).length
    },
    deleteExpired: async (now: Date) => {
      await db
        .delete(sessions)
        .where(
          or(
            lt(sessions.expiresAt, now),
            sql`${sessions.lastSeenAt} + make_interval(mins => ${sessions.idleMinutes}) < ${now}`,
          ),
        )
    },
  }
}
