import { DASHBOARD_LIST_LIMIT } from '@shared/assessment/user-assessment.schemas'
import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { assessments, reports } from '../../db/schema/index'

export type AssessmentRow = typeof assessments.$inferSelect
export type NewAssessment = typeof assessments.$inferInsert

export function createAssessmentRepository(db: Tx) {
  return {
    insert: async (row: NewAssessment): Promise<AssessmentRow> => {
      const [created] = await db.insert(assessments).values(row).returning()
      if (!created) throw new Error('insert returned no row')
      return created
    },
    exists: async (id: string): Promise<boolean> =>
      (await db.select({ id: assessments.id }).from(assessments).where(eq(assessments.id, id)).limit(1))
        .length > 0,
    findById: async (id: string): Promise<AssessmentRow | undefined> => {
      const [row] = await db.select().from(assessments).where(eq(assessments.id, id)).limit(1)
      return row
    },
    /** The row with its version (`xmin`), read together. */
    findWithVersion: async (id: string) => {
      const [found] = await db
        .select({ row: assessments, version: sql<string>`${assessments}.xmin::text` })
        .from(assessments)
        .where(eq(assessments.id, id))
        .limit(1)
      return found
    },
    /** The row's version (`xmin`, changed by every update), without reading the row; undefined if unknown. */
    versionOf: async (id: string): Promise<string | undefined> => {
      const [row] = await db
        .select({ version: sql<string>`xmin::text` })
        .from(assessments)
        .where(eq(assessments.id, id))
        .limit(1)
      return row?.version
    },
    /**
     * The account's assessments, newest first: those it owns and those it bought a report for, each with
     * the id of the user's (not hidden) report when there is one. A report held until the address is proven
     * (bought by someone not signed in to the account) shows nothing of its assessment before then.
     */
    listForUser: async (userId: string) => {
      const bought = db
        .select({ id: reports.assessmentId })
        .from(reports)
        .where(and(eq(reports.userId, userId), isNull(reports.heldForClaimAt)))
      const rows = await db
        .select({ assessment: assessments, reportId: reports.id })
        .from(assessments)
        .leftJoin(
          reports,
          and(eq(reports.assessmentId, assessments.id), eq(reports.userId, userId), isNull(reports.hiddenAt)),
        )
        .where(or(eq(assessments.userId, userId), inArray(assessments.id, bought)))
        .orderBy(desc(assessments.createdAt), desc(reports.createdAt))
        // Rows are one per assessment and report: room for each shown assessment's reports.
        .limit(DASHBOARD_LIST_LIMIT * 2)
      const seen = new Set<string>()
      return rows
        .filter((r) => !seen.has(r.assessment.id) && seen.add(r.assessment.id))
        .slice(0, DASHBOARD_LIST_LIMIT)
    },
    /**
     * Lets go of every assessment the account owns (they stay reachable by their capability URL only):
     * what whoever held an unproven account made must not sit in the history of the one who proves it.
     */
    releaseOwned: async (userId: string): Promise<number> =>
      (
        await db
          .update(assessments)
          .set({ userId: null })
          .where(eq(assessments.userId, userId))
          .returning({ id: assessments.id })
      ).length,
    /** Gives an unowned assessment to the account that completed it while signed in. */
    claimIfUnowned: async (id: string, userId: string) => {
      await db
        .update(assessments)
        .set({ userId })
        .where(and(eq(assessments.id, id), isNull(assessments.userId)))
    },
    /** Updates only while the assessment is in progress; undefined when it is not (or unknown). */
    updateInProgress: async (
      id: string,
      data: Partial<NewAssessment>,
    ): Promise<AssessmentRow | undefined> => {
      const [row] = await db
        .update(assessments)
        .set({ ...data, updatedAt: new Date() })
        .where(and(eq(assessments.id, id), eq(assessments.status, 'in_progress')))
        .returning()
      return row
    },
  }
}
export type AssessmentRepository = ReturnType<typeof createAssessmentRepository>
