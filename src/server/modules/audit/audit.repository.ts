import { and, count, desc, eq, ilike, lt, or, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Tx } from '../../db/client'
import { auditEvents, users } from '../../db/schema/index'

export type AuditRow = typeof auditEvents.$inferSelect
export type NewAuditRow = typeof auditEvents.$inferInsert
export type AuditFilter = { action?: string; actor?: string; limit: number; offset: number }

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

export function createAuditRepository(db: Tx) {
  const actors = alias(users, 'actors')
  const targets = alias(users, 'targets')
  const where = ({ action, actor }: Pick<AuditFilter, 'action' | 'actor'>) => {
    const conditions: SQL[] = []
    if (action) conditions.push(eq(auditEvents.action, action))
    if (actor) {
      const like = `%${escapeLike(actor)}%`
      conditions.push(
        or(
          eq(auditEvents.actorUserId, actor),
          ilike(actors.email, like),
          ilike(actors.username, like),
        ) as SQL,
      )
    }
    return conditions.length ? and(...conditions) : undefined
  }
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
    /** One page of events, newest first, with the actor's and target's current email when they still exist. */
    page: async (filter: AuditFilter) => {
      const condition = where(filter)
      const rows = await db
        .select({
          event: auditEvents,
          actorEmail: actors.email,
          targetEmail: targets.email,
        })
        .from(auditEvents)
        .leftJoin(actors, eq(actors.id, auditEvents.actorUserId))
        .leftJoin(targets, eq(targets.id, auditEvents.targetUserId))
        .where(condition)
        .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
        .limit(filter.limit)
        .offset(filter.offset)
      const [total] = await db
        .select({ n: count() })
        .from(auditEvents)
        .leftJoin(actors, eq(actors.id, auditEvents.actorUserId))
        .where(condition)
      return { rows, total: total?.n ?? 0 }
    },
    actions: async (): Promise<string[]> =>
      (
        await db.selectDistinct({ action: auditEvents.action }).from(auditEvents).orderBy(auditEvents.action)
      ).map((r) => r.action),
    /** Removes events older than `before`; returns how many. */
    deleteOlderThan: async (before: Date): Promise<number> =>
      (
        await db
          .delete(auditEvents)
          .where(lt(auditEvents.createdAt, before))
          .returning({ id: auditEvents.id })
      ).length,
  }
}
export type AuditRepository = ReturnType<typeof createAuditRepository>
