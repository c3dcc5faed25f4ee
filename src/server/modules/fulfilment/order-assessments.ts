import type { BusinessType } from '@shared/catalogue/taxonomy'
import type { EstimateResult } from '@shared/pricing/estimate.schemas'
import type { Tx } from '../../db/client'

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
