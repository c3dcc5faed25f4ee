import { DASHBOARD_LIST_LIMIT } from '@shared/assessment/user-assessment.schemas'
import { and, desc, eq, getTableColumns, gt, isNotNull, isNull, or, sql } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { paymentIntents, reportDocuments, reports } from '../../db/schema/index'

export type ReportRow = typeof reports.$inferSelect
export type NewReport = typeof reports.$inferInsert
/** A report on its owner's dashboard, with what is known of its stored PDF (not the file). */
export type ListedReport = ReportRow & {
  document: { version: string; pages: number; size: number } | null
}

export function createReportRepository(db: Tx) {
  return {
    insert: async (row: NewReport): Promise<ReportRow> => {
      const [created] = await db.insert(reports).values(row).returning()
      if (!created) throw new Error('report insert returned no row')
      return created
    },
    findByPaymentIntent: async (paymentIntentId: string): Promise<ReportRow | undefined> => {
      const [row] = await db.select().from(reports).where(eq(reports.paymentIntentId, paymentIntentId))
      return row
    },
    /**
     * The report this buyer already holds for an assessment: paid, not refunded, and owned by the signed-in
     * account or paid from this browser. Someone else's purchase of the same assessment does not count.
     */
    findBoughtBy: async (
      assessmentId: string,
      buyer: { userId: string | null; checkoutTokenHash: string | null },
    ): Promise<{ id: string } | undefined> => {
      const mine = [
        buyer.userId ? eq(reports.userId, buyer.userId) : undefined,
        buyer.checkoutTokenHash ? eq(paymentIntents.checkoutTokenHash, buyer.checkoutTokenHash) : undefined,
      ].filter((c) => c !== undefined)
      if (mine.length === 0) return undefined
      const [row] = await db
        .select({ id: reports.id })
        .from(reports)
        .leftJoin(paymentIntents, eq(paymentIntents.id, reports.paymentIntentId))
        .where(
          and(
            eq(reports.assessmentId, assessmentId),
            eq(reports.isPaid, true),
            isNull(reports.refundedAt),
            or(...mine),
          ),
        )
        .limit(1)
      return row
    },
    /** A free order already placed for this assessment, buyer and promo (a double submit). */
    findFreeOrder: async (userId: string, assessmentId: string, promoCodeId: string) => {
      const [row] = await db
        .select()
        .from(reports)
        .where(
          and(
            eq(reports.userId, userId),
            eq(reports.assessmentId, assessmentId),
            eq(reports.promoCodeId, promoCodeId),
            isNull(reports.paymentIntentId),
            eq(reports.amountCents, 0),
          ),
        )
        .limit(1)
      return row
    },
    /**
     * The reports on the user's dashboard (not those the user removed), newest first, at most `limit`, each
     * with its stored PDF's version, pages and size.
     */
    listForUser: async (userId: string, limit = DASHBOARD_LIST_LIMIT): Promise<ListedReport[]> =>
      db
        .select({
          ...getTableColumns(reports),
          document: {
            version: reportDocuments.version,
            pages: reportDocuments.pages,
            size: reportDocuments.size,
          },
        })
        .from(reports)
        .leftJoin(reportDocuments, eq(reportDocuments.reportId, reports.id))
        .where(and(eq(reports.userId, userId), isNull(reports.hiddenAt)))
        .orderBy(desc(reports.createdAt))
        .limit(limit),
    findForUser: async (id: string, userId: string): Promise<ReportRow | undefined> => {
      const [row] = await db
        .select()
        .from(reports)
        .where(and(eq(reports.id, id), eq(reports.userId, userId), isNull(reports.hiddenAt)))
        .limit(1)
      return row
    },
    /** The user's open, not removed report made from this assessment. */
    /** The owner's reports of this assessment still within their dates, not refunded, newest first. */
    listOpenForAssessment: (assessmentId: string, userId: string, at: Date) =>
      db
        .select({ id: reports.id, isPaid: reports.isPaid, reportType: reports.reportType })
        .from(reports)
        .where(
          and(
            eq(reports.assessmentId, assessmentId),
            eq(reports.userId, userId),
            isNull(reports.hiddenAt),
            isNull(reports.refundedAt),
            gt(reports.expiresAt, at),
          ),
        )
        .orderBy(desc(reports.createdAt)),
    findById: async (id: string): Promise<ReportRow | undefined> => {
      const [row] = await db.select().from(reports).where(eq(reports.id, id)).limit(1)
      return row
    },
    /** Removes the report from its owner's dashboard; false when it is not theirs or already removed. */
    hide: async (id: string, userId: string, at: Date): Promise<boolean> => {
      const hidden = await db
        .update(reports)
        .set({ hiddenAt: at })
        .where(and(eq(reports.id, id), eq(reports.userId, userId), isNull(reports.hiddenAt)))
        .returning({ id: reports.id })
      return hidden.length > 0
    },
    /** The report, locked until the transaction ends (one refund at a time). */
    lockById: async (id: string): Promise<ReportRow | undefined> => {
      const [row] = await db.select().from(reports).where(eq(reports.id, id)).for('update').limit(1)
      return row
    },
    update: async (id: string, patch: Partial<NewReport>): Promise<ReportRow> => {
      const [row] = await db.update(reports).set(patch).where(eq(reports.id, id)).returning()
      if (!row) throw new Error('report update returned no row')
      return row
    },
    /** Hands the user the reports held for whoever proves the address; returns their types. */
    releaseHeld: async (userId: string) =>
      db
        .update(reports)
        .set({ hiddenAt: null, heldForClaimAt: null })
        .where(and(eq(reports.userId, userId), isNotNull(reports.heldForClaimAt)))
        .returning({ id: reports.id, reportType: reports.reportType }),
    countForUser: async (userId: string): Promise<number> => {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(reports)
        .where(eq(reports.userId, userId))
      return row?.n ?? 0
    },
  }
}
export type ReportRepository = ReturnType<typeof createReportRepository>
