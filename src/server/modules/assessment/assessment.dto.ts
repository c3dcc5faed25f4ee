import type { AssessmentDto, AssessmentResponse, Teaser } from '@shared/assessment/assessment.schemas'
import type { EstimateResult } from '@shared/pricing/estimate.schemas'
import type { AssessmentRow } from './assessment.repository'

/** The public shape of an assessment: never the email address, never the raw row. */
export function toAssessmentDto(row: AssessmentRow): AssessmentDto {
  return {
    id: row.id,
    businessType: row.businessType ?? null,
    industryType: row.industryType ?? null,
    monthlyTransactions: row.monthlyTransactions ?? null,
    totalMonthlyVolume: row.totalMonthlyVolume === null ? null : Number(row.totalMonthlyVolume),
    currentProvider: row.currentProvider ?? null,
    features: row.features,
    assessmentData: row.assessmentData,
    status: row.status,
    currentStep: row.currentStep,
    maxStep: row.maxStep,
    stepDescription: row.stepDescription,
    completedAt: row.completedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

/**
 * The runner-up (second best match) and the budget option (cheapest other than the top), described by
 * score and cost only: which providers they are belongs to the paid report.
 */
export function teasersOf(results: EstimateResult): Teaser[] {
  const [top, second, ...rest] = results.recommendations
  if (!top || !second) return []
  const teasers: Teaser[] = [
    { kind: 'runner-up', matchScore: second.matchScore, estimatedMonthlyCost: second.estimatedMonthlyCost },
  ]
  const cheapest = [second, ...rest].reduce((a, b) =>
    b.estimatedMonthlyCostCents < a.estimatedMonthlyCostCents ? b : a,
  )
  teasers.push({
    kind: 'budget',
    matchScore: cheapest.matchScore,
    estimatedMonthlyCost: cheapest.estimatedMonthlyCost,
  })
  return teasers
}

export function toAssessmentResponse(row: AssessmentRow): AssessmentResponse {
  const results = row.status === 'completed' ? row.results : null
  const top = results?.recommendations[0]
  return {
    assessment: toAssessmentDto(row),
    recommendations: top ? [top] : [],
    savings: results?.savings ?? null,
    assumptions: results?.assumptions ?? null,
    teasers: results ? teasersOf(results) : [],
    optionsAnalysed: results?.recommendations.length ?? 0,
  }
}
