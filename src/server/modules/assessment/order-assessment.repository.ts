import type { BusinessType } from '@shared/catalogue/taxonomy'
import type { EstimateResult } from '@shared/pricing/estimate-result'
import { toAssessmentDto } from './assessment.dto'
import type { AssessmentRepository } from './assessment.repository'

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

export type OrderAssessments = { find: (id: string) => Promise<OrderAssessment | null> }

/** Orders read assessments through the assessment module's repository (bound to the order's handle). */
export function createOrderAssessments(
  assessments: Pick<AssessmentRepository, 'findById'>,
): OrderAssessments {
  return {
    find: async (id) => {
      const row = await assessments.findById(id)
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
