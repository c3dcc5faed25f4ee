import { desc, eq, sql } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { pitchDeckAccesses, pitchDeckBackups, pitchDeckContent } from '../../db/schema/index'

export type AccessRow = typeof pitchDeckAccesses.$inferSelect
export type NewAccess = typeof pitchDeckAccesses.$inferInsert
export type BackupRow = typeof pitchDeckBackups.$inferSelect

const CURRENT = 'current'

export function createPitchDeckRepository(db: Tx) {
  return {
    findContent: async () => {
      const [row] = await db.select().from(pitchDeckContent).where(eq(pitchDeckContent.id, CURRENT)).limit(1)
      return row
    },
    /** Saves new content; the version it replaces (if any) becomes a backup, in one transaction. */
    saveContent: async (content: string, backupId: string, at: Date) =>
      db.transaction(async (tx) => {
        const [previous] = await tx
          .select()
          .from(pitchDeckContent)
          .where(eq(pitchDeckContent.id, CURRENT))
          .for('update')
        if (previous) {
          await tx.insert(pitchDeckBackups).values({ id: backupId, content: previous.content, createdAt: at })
        }
        await tx
          .insert(pitchDeckContent)
          .values({ id: CURRENT, content, updatedAt: at })
          .onConflictDoUpdate({ target: pitchDeckContent.id, set: { content, updatedAt: at } })
        return { content, updatedAt: at }
      }),
    listBackups: async (limit: number): Promise<BackupRow[]> =>
      db.select().from(pitchDeckBackups).orderBy(desc(pitchDeckBackups.createdAt)).limit(limit),
    findBackup: async (id: string): Promise<BackupRow | undefined> => {
      const [row] = await db.select().from(pitchDeckBackups).where(eq(pitchDeckBackups.id, id)).limit(1)
      return row
    },
    insertAccess: async (access: NewAccess): Promise<AccessRow> => {
      const [row] = await db.insert(pitchDeckAccesses).values(access).returning()
      if (!row) throw new Error('insert returned no row')
      return row
    },
    listAccesses: async (): Promise<AccessRow[]> =>
      db.select().from(pitchDeckAccesses).orderBy(desc(pitchDeckAccesses.createdAt)),
    findAccess: async (token: string): Promise<AccessRow | undefined> => {
      const [row] = await db
        .select()
        .from(pitchDeckAccesses)
        .where(eq(pitchDeckAccesses.token, token))
        .limit(1)
      return row
    },
    revoke: async (token: string): Promise<AccessRow | undefined> => {
      const [row] = await db
        .update(pitchDeckAccesses)
        .set({ isActive: false })
        .where(eq(pitchDeckAccesses.token, token))
        .returning()
      return row
    },
    /**
     * Counts one view atomically; the first view starts the clock (expiry set once, never moved).
     * Only a live link (active, not expired) is counted; returns undefined otherwise.
     */
    recordView: async (token: string, at: Date, expiresIfFirst: Date): Promise<AccessRow | undefined> => {
      const [row] = await db
        .update(pitchDeckAccesses)
        .set({
          accessCount: sql`${pitchDeckAccesses.accessCount} + 1`,
          firstAccessedAt: sql`coalesce(${pitchDeckAccesses.firstAccessedAt}, ${at.toISOString()}::timestamptz)`,
          lastAccessedAt: at,
          expiresAt: sql`coalesce(${pitchDeckAccesses.expiresAt}, ${expiresIfFirst.toISOString()}::timestamptz)`,
        })
        .where(
          sql`${pitchDeckAccesses.token} = ${token} and ${pitchDeckAccesses.isActive} and (${pitchDeckAccesses.expiresAt} is null or ${pitchDeckAccesses.expiresAt} > ${at.toISOString()}::timestamptz)`,
        )
        .returning()
      return row
    },
  }
}
export type PitchDeckRepository = ReturnType<typeof createPitchDeckRepository>
