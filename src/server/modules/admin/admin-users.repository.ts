import type { Tier } from '@shared/auth/entitlements'
import { and, desc, eq, getTableColumns, inArray, or, sql } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import {
  accountTokens,
  assessments,
  emailOutbox,
  jobs,
  paymentIntents,
  rateLimits,
  reports,
  sessions,
  users,
} from '../../db/schema/index'
import { entitledTier } from '../users/user.repository'

/**
 * An account as the admin console lists it: `tier` is what it may use now (bought reports that are paid, not
 * refunded and not expired included, as every other read of an account answers), `grantedTier` the one the
 * administrator set (what the edit dialog changes).
 */
export type UserWithPayment = Omit<typeof users.$inferSelect, 'passwordHash'> & {
  hasPaid: boolean
  grantedTier: Tier
}

// A paying customer: a purchase paid for and not refunded (a customer record at the gateway alone is not one).
// Written out with table names: in a one-table select drizzle leaves columns unqualified.
const hasPaid = sql<boolean>`exists (
  select 1 from ${reports} r
  where r."user_id" = "users"."id" and r."is_paid" and r."amount_cents" > 0 and r."refunded_at" is null
)`

const sameEmail = (column: typeof emailOutbox.to, email: string) => sql`lower(${column}) = lower(${email})`

/** The admin console's reads and the two operations that must reach every table: export and erase. */
export function createAdminUsersRepository(db: Tx) {
  return {
    list: async (): Promise<UserWithPayment[]> =>
      db
        .select({ ...usersColumns(), hasPaid })
        .from(users)
        .orderBy(desc(users.createdAt)),
    findWithPayment: async (id: string): Promise<UserWithPayment | undefined> => {
      const [row] = await db
        .select({ ...usersColumns(), hasPaid })
        .from(users)
        .where(eq(users.id, id))
      return row
    },

    /** Everything stored about one user, secrets left out (no hashes, tokens or client secrets). */
    exportData: async (id: string, email: string) => {
      const ownAssessments = await db
        .select()
        .from(assessments)
        .where(assessmentsOf(id, email))
        .orderBy(desc(assessments.createdAt))
      const ownReports = await db
        .select()
        .from(reports)
        .where(eq(reports.userId, id))
        .orderBy(desc(reports.createdAt))
      const payments = await db
        .select({
          id: paymentIntents.id,
          gateway: paymentIntents.gateway,
          amountCents: paymentIntents.amountCents,
          currency: paymentIntents.currency,
          status: paymentIntents.status,
          assessmentId: paymentIntents.assessmentId,
          reportType: paymentIntents.reportType,
          receiptEmail: paymentIntents.receiptEmail,
          cardBrand: paymentIntents.cardBrand,
          cardLast4: paymentIntents.cardLast4,
          fulfilledAt: paymentIntents.fulfilledAt,
          createdAt: paymentIntents.createdAt,
        })
        .from(paymentIntents)
        .where(paymentsOf(id, email))
        .orderBy(desc(paymentIntents.createdAt))
      const mail = await db
        .select({
          id: emailOutbox.id,
          to: emailOutbox.to,
          subject: emailOutbox.subject,
          template: emailOutbox.templateId,
          status: emailOutbox.status,
          createdAt: emailOutbox.createdAt,
          sentAt: emailOutbox.sentAt,
        })
        .from(emailOutbox)
        .where(sameEmail(emailOutbox.to, email))
        .orderBy(desc(emailOutbox.createdAt))
      const userSessions = await db
        .select({
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
          expiresAt: sessions.expiresAt,
          ip: sessions.ip,
          userAgent: sessions.userAgent,
        })
        .from(sessions)
        .where(eq(sessions.userId, id))
      return { assessments: ownAssessments, reports: ownReports, payments, mail, sessions: userSessions }
    },

    /**
     * Removes the user and everything that names them, in one transaction: sessions, links and reports
     * go with the account; assessments, mail, throttling counters and queued jobs that carry the address
     * are deleted; payment records are kept for the books without the address or the account.
     */
    erase: async (id: string, email: string): Promise<void> => {
      const lowered = email.toLowerCase()
      const mails = await db
        .delete(emailOutbox)
        .where(sameEmail(emailOutbox.to, email))
        .returning({ id: emailOutbox.id })
      const mailIds = mails.map((m) => m.id)
      if (mailIds.length > 0) {
        await db.delete(jobs).where(inArray(sql`${jobs.payload}->>'outboxId'`, mailIds))
      }
      await db
        .delete(jobs)
        .where(
          or(
            sql`position(${lowered} in lower(${jobs.payload}::text)) > 0`,
            sql`position(${id} in ${jobs.payload}::text) > 0`,
          ),
        )
      await db.delete(assessments).where(assessmentsOf(id, email))
      await db
        .update(paymentIntents)
        .set({ receiptEmail: null, buyerEmail: null, buyerUserId: null, fulfilledUserId: null })
        .where(paymentsOf(id, email))
      await db
        .delete(rateLimits)
        .where(
          or(
            sql`position(${lowered} in lower(${rateLimits.key})) > 0`,
            sql`position(${id} in ${rateLimits.key}) > 0`,
          ),
        )
      await db.delete(accountTokens).where(eq(accountTokens.userId, id))
      await db.delete(sessions).where(eq(sessions.userId, id))
      await db.delete(reports).where(eq(reports.userId, id))
      await db.delete(users).where(eq(users.id, id))
    },

    /** Ends every session of the user, including any an administrator opened as them. */
    endSessions: async (id: string): Promise<number> =>
      (await db.delete(sessions).where(eq(sessions.userId, id)).returning({ t: sessions.tokenHash })).length,
  }
}
export type AdminUsersRepository = ReturnType<typeof createAdminUsersRepository>

function usersColumns() {
  const { passwordHash: _hash, ...rest } = getTableColumns(users)
  return { ...rest, tier: entitledTier, grantedTier: users.tier }
}

const paymentsOf = (id: string, email: string) =>
  or(
    eq(paymentIntents.fulfilledUserId, id),
    eq(paymentIntents.buyerUserId, id),
    and(
      sql`${paymentIntents.buyerEmail} is not null`,
      sql`lower(${paymentIntents.buyerEmail}) = lower(${email})`,
    ),
    and(
      sql`${paymentIntents.receiptEmail} is not null`,
      sql`lower(${paymentIntents.receiptEmail}) = lower(${email})`,
    ),
  )

/** The user's assessments: theirs by account or address, and those their reports were bought for. */
const assessmentsOf = (id: string, email: string) =>
  or(
    eq(assessments.userId, id),
    sql`lower(${assessments.email}) = lower(${email})`,
    sql`${assessments.id} in (select ${reports.assessmentId} from ${reports} where ${reports.userId} = ${id})`,
  )
