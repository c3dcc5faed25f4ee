import { and, asc, desc, eq, isNotNull, or, sql } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { emailOutbox, emailTemplates } from '../../db/schema/index'
import { createJobRepository } from '../../jobs/job.repository'
import { type Clock, systemClock } from '../../lib/clock'
import type { DefaultTemplate } from './default-templates'

export type OutboxRow = typeof emailOutbox.$inferSelect
export type NewOutbox = typeof emailOutbox.$inferInsert
export type TemplateRow = typeof emailTemplates.$inferSelect

export const MAIL_SEND_JOB = 'mail.send'

/** `now` is the app's clock: a mail's delivery job is due from its now. */
export function createMailRepository(db: Tx, now: Clock = systemClock) {
  return {
    findTemplate: async (id: string): Promise<TemplateRow | undefined> => {
      const [row] = await db.select().from(emailTemplates).where(eq(emailTemplates.id, id)).limit(1)
      return row
    },
    listTemplates: async (): Promise<TemplateRow[]> =>
      db.select().from(emailTemplates).orderBy(asc(emailTemplates.category), asc(emailTemplates.name)),
    updateTemplate: async (
      id: string,
      values: Pick<TemplateRow, 'subject' | 'htmlContent' | 'textContent' | 'variables' | 'updatedAt'>,
    ): Promise<TemplateRow | undefined> => {
      const [row] = await db.update(emailTemplates).set(values).where(eq(emailTemplates.id, id)).returning()
      return row
    },
    /** Inserts missing default templates; an existing (possibly edited) template is left alone. */
    insertMissingTemplates: async (templates: DefaultTemplate[]) => {
      if (templates.length === 0) return
      await db.insert(emailTemplates).values(templates).onConflictDoNothing({ target: emailTemplates.id })
    },
    /** The outbox row and its delivery job, together or not at all. */
    insertWithJob: async (mail: NewOutbox, dedupeKey?: string): Promise<OutboxRow> =>
      db.transaction(async (tx) => {
        const [row] = await tx.insert(emailOutbox).values(mail).returning()
        if (!row) throw new Error('insert returned no row')
        await createJobRepository(tx, now).enqueue({
          type: MAIL_SEND_JOB,
          payload: { outboxId: row.id },
          dedupeKey: dedupeKey ? `mail:${dedupeKey}` : undefined,
        })
        return row
      }),
    findOutbox: async (id: string): Promise<OutboxRow | undefined> => {
      const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id)).limit(1)
      return row
    },
    /** The newest mails first, for the development outbox page. */
    listRecent: async (limit: number): Promise<OutboxRow[]> =>
      db.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt)).limit(limit),
    /** How many mails are in each status. */
    countByStatus: async (): Promise<Record<OutboxRow['status'], number>> => {
      const rows = await db
        .select({ status: emailOutbox.status, n: sql<number>`count(*)::int` })
        .from(emailOutbox)
        .groupBy(emailOutbox.status)
      const counts = { queued: 0, sent: 0, logged: 0, failed: 0 }
      for (const r of rows) counts[r.status] = Number(r.n)
      return counts
    },
    /** Mails given up on, and queued ones whose last attempt failed, newest first. */
    listUndelivered: async (limit: number): Promise<OutboxRow[]> =>
      db
        .select()
        .from(emailOutbox)
        .where(
          or(
            eq(emailOutbox.status, 'failed'),
            and(eq(emailOutbox.status, 'queued'), isNotNull(emailOutbox.lastError)),
          ),
        )
        .orderBy(desc(emailOutbox.createdAt))
        .limit(limit),
    markDone: async (id: string, status: 'sent' | 'logged', at: Date) => {
      await db
        .update(emailOutbox)
        .set({ status, sentAt: at, attempts: sql`${emailOutbox.attempts} + 1`, lastError: null })
        .where(eq(emailOutbox.id, id))
    },
    markAttemptFailed: async (id: string, error: string, giveUp: boolean) => {
      await db
        .update(emailOutbox)
        .set({
          attempts: sql`${emailOutbox.attempts} + 1`,
          lastError: error.slice(0, 1000),
          ...(giveUp ? { status: 'failed' as const } : {}),
        })
        .where(eq(emailOutbox.id, id))
    },
  }
}
export type MailRepository = ReturnType<typeof createMailRepository>
