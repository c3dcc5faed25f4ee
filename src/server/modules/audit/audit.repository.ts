import { desc, eq } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { auditEvents } from '../../db/schema/index'

export type AuditRow = typeof auditEvents.$inferSelect
export type NewAuditRow = typeof auditEvents.$inferInsert

export function createAuditRepository(db: Tx) {
  return {
    insert: async (row: NewAuditRow) => {
      await db.insert(auditEvents).values(row)
    },
    listForTarget: async (targetUserId: string, limit = 100): Promise<AuditRow[]> =>
      db
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.targetUserId, targetUserId))
        .orderBy(desc(auditEvents.createdAt))
        .limit(limit),
    listRecent: async (limit = 100): Promise<AuditRow[]> =>
      db.select().from(auditEvents).orderBy(desc(auditEvents.createdAt)).limit(limit),
  }
}
export type AuditRepository = ReturnType<typeof createAuditRepository>
