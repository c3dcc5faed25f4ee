import { and, eq } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { assessments } from '../../db/schema/index'

export type AssessmentRow = typeof assessments.$inferSelect
export type NewAssessment = typeof assessments.$inferInsert

export function createAssessmentRepository(db: Tx) {
  return {
    insert: async (row: NewAssessment): Promise<AssessmentRow> => {
      const [created] = await db.insert(assessments).values(row).returning()
      if (!created) throw new Error('insert returned no row')
      return created
    },
    findById: async (id: string): Promise<AssessmentRow | undefined> => {
      const [row] = await db.select().from(assessments).where(eq(assessments.id, id)).limit(1)
      return row
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
