import type { BusinessType } from '@shared/catalogue/taxonomy'
import type { EstimateResult } from '@shared/pricing/estimate.schemas'
import type { Tx } from '../../db/client'
import { toAssessmentDto } from './assessment.dto'
import { createAssessmentRepository } from './assessment.repository'

/** What an order needs to know about an assessment. */
export type OrderAssessment = {
  id: string
  email: string | null
  businessType: BusinessType | null
  industryType: string | null
  status: 'in_progress' | 'completed'
  currentProvider: string | null
  timeline: string | null
  features: string[]
  /** The assessment's answers as the report freezes them (no internal fields). */
  snapshot: Record<string, unknown>
  /** The engine's full ranking; null while the assessment is not completed. */
  results: EstimateResult | null
}

export type OrderAssessments = { find: (id: string, tx?: Tx) => Promise<OrderAssessment | null> }

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
