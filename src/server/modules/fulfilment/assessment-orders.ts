import type { Tx } from '../../db/client'
import { toAssessmentDto } from '../assessment/assessment.dto'
import { createAssessmentRepository } from '../assessment/assessment.repository'
import type { OrderAssessments } from './order-assessments'

/** Orders read assessments through the assessment module's repository. */
export function createOrderAssessments(db: Tx): OrderAssessments {
  return {
    find: async (id, tx) => {
      const row = await createAssessmentRepository(tx ?? db).findById(id)
      if (!row) return null
      const dto = toAssessmentDto(row)
      const timeline = row.assessmentData.timeline
      return {
        id: row.id,
        email: row.email,
        businessType: row.businessType,
        industryType: row.industryType,
        status: row.status,
        currentProvider: row.currentProvider,
        timeline: typeof timeline === 'string' ? timeline : null,
        features: row.features,
        snapshot: {
          id: dto.id,
          businessType: dto.businessType,
          industryType: dto.industryType,
          monthlyTransactions: dto.monthlyTransactions,
          totalMonthlyVolume: dto.totalMonthlyVolume,
          currentProvider: dto.currentProvider,
          features: dto.features,
          assessmentData: dto.assessmentData,
          createdAt: dto.createdAt,
          completedAt: dto.completedAt,
        },
        results: row.status === 'completed' ? row.results : null,
      }
    },
  }
}
