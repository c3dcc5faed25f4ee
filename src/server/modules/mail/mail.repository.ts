import { randomBytes } from 'node:crypto'
import { and, asc, desc, eq, gt, inArray, isNotNull, ne, or, sql } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { appSettings, emailAddresses, emailOutbox, emailTemplates, users } from '../../db/schema/index'
import type { DefaultTemplate } from './default-templates'

export type OutboxRow = typeof emailOutbox.$inferSelect
export type NewOutbox = typeof emailOutbox.$inferInsert
export type TemplateRow = typeof emailTemplates.$inferSelect

export const MAIL_SEND_JOB = 'mail.send'
export type AddressRow = typeof emailAddresses.$inferSelect

const SIGNING_KEY = 'mail.signing-key'

export function createMailRepository(db: Tx) {
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
    /** Stores a mail in the outbox (its delivery job is the caller's, in the same transaction). */
    insertOutbox: async (mail: NewOutbox): Promise<OutboxRow> => {
      const [row] = await db.insert(emailOutbox).values(mail).returning()
      if (!row) throw new Error('insert returned no row')
      return row
    },
    /** Mails to an address in the hour before `at` that were (or will be) sent: the hourly cap counts them. */
    countRecentTo: async (address: string, at: Date): Promise<number> => {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(emailOutbox)
        .where(
          and(
            sql`lower(${emailOutbox.to}) = ${address}`,
            gt(emailOutbox.createdAt, new Date(at.getTime() - 60 * 60_000)),
            ne(emailOutbox.status, 'withheld'),
          ),
        )
      return Number(row?.n ?? 0)
    },
    /** The address's row (lower-cased), if it has one. */
    findAddress: async (address: string): Promise<AddressRow | undefined> => {
      const [row] = await db.select().from(emailAddresses).where(eq(emailAddresses.address, address))
      return row
    },
    /** Verified when its row says so, or an account with this address proved it (activation, reset). */
    isVerified: async (address: string): Promise<boolean> => {
      const [row] = await db
        .select({ verified: sql<boolean>`true` })
        .from(emailAddresses)
        .where(and(eq(emailAddresses.address, address), isNotNull(emailAddresses.verifiedAt)))
        .union(
          db
            .select({ verified: sql<boolean>`true` })
            .from(users)
            .where(and(sql`lower(${users.email}) = ${address}`, isNotNull(users.emailVerifiedAt))),
        )
        .limit(1)
      return Boolean(row)
    },
    markVerified: async (address: string, at: Date) => {
      await db
        .insert(emailAddresses)
        .values({ address, verifiedAt: at, createdAt: at, updatedAt: at })
        .onConflictDoUpdate({
          target: emailAddresses.address,
          set: {
            verifiedAt: sql`coalesce(${emailAddresses.verifiedAt}, ${at.toISOString()}::timestamptz)`,
            updatedAt: at,
          },
        })
    },
    savePreferences: async (
      address: string,
      set: Partial<Pick<AddressRow, 'rateAlerts' | 'recommendations'>>,
      at: Date,
    ): Promise<AddressRow> => {
      const [row] = await db
        .insert(emailAddresses)
        .values({ address, ...set, createdAt: at, updatedAt: at })
        .onConflictDoUpdate({ target: emailAddresses.address, set: { ...set, updatedAt: at } })
        .returning()
      if (!row) throw new Error('upsert returned no row')
      return row
    },
    /** Held mails of an address become queued; returns their ids (each needs its delivery job). */
    releaseHeld: async (address: string): Promise<string[]> => {
      const released = await db
        .update(emailOutbox)
        .set({ status: 'queued' })
        .where(and(sql`lower(${emailOutbox.to}) = ${address}`, eq(emailOutbox.status, 'held')))
        .returning({ id: emailOutbox.id })
      return released.map((r) => r.id)
    },
    /** The key that signs unsubscribe and confirmation links, made once and shared by every instance. */
    signingKey: async (): Promise<string> => {
      await db
        .insert(appSettings)
        .values({ key: SIGNING_KEY, value: randomBytes(32).toString('base64url') })
        .onConflictDoNothing({ target: appSettings.key })
      const [row] = await db.select().from(appSettings).where(eq(appSettings.key, SIGNING_KEY))
      return String(row?.value)
    },
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
      const counts = { queued: 0, sent: 0, logged: 0, failed: 0, held: 0, withheld: 0 }
      for (const r of rows) counts[r.status] = Number(r.n)
      return counts
    },
    /** Every mail that has not reached a mail server (kept, held, withheld, failed, retrying), newest first. */
    listUndelivered: async (limit: number): Promise<OutboxRow[]> =>
      db
        .select()
        .from(emailOutbox)
        .where(
          or(
            inArray(emailOutbox.status, ['failed', 'logged', 'held', 'withheld']),
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
