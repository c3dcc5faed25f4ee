import type { AssessmentDto, AssessmentResponse, Teaser } from '@shared/assessment/assessment.schemas'
import { DecidingAnswersSchema, type UserAssessment } from '@shared/assessment/user-assessment.schemas'
import type { EstimateResult } from '@shared/pricing/estimate-result'
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
 * The runner-up (second best match) and the budget option (lowest fixed fees among the others), described by
 * score and cost only: which providers they are belongs to the paid report.
 */
export function teasersOf(results: EstimateResult): Teaser[] {
  const [top, second, ...rest] = results.recommendations
  if (!top || !second) return []
  const teasers: Teaser[] = [
    { kind: 'runner-up', matchScore: second.matchScore, estimatedMonthlyCost: second.estimatedMonthlyCost },
  ]
  // The budget option keeps fixed costs lowest: the smallest monthly + setup fee among the others,
  // then the lowest estimated cost.
  const fixed = (r: (typeof rest)[number]) => r.pspProvider.monthlyFee + r.pspProvider.setupFee
  const cheapest = rest.reduce<(typeof rest)[number] | undefined>(
    (a, b) =>
      !a ||
      fixed(b) < fixed(a) ||
      (fixed(b) === fixed(a) && b.estimatedMonthlyCostCents < a.estimatedMonthlyCostCents)
        ? b
        : a,
    undefined,
  )
  if (cheapest) {
    teasers.push({
      kind: 'budget',
      matchScore: cheapest.matchScore,
      estimatedMonthlyCost: cheapest.estimatedMonthlyCost,
    })
  }
  return teasers
}

export function toAssessmentResponse(row: AssessmentRow, ownedReportId?: string): AssessmentResponse {
  const results = row.status === 'completed' ? row.results : null
  const top = results?.recommendations[0]
  const owned = Boolean(ownedReportId && results)
  return {
    assessment: toAssessmentDto(row),
    recommendations: owned && results ? results.recommendations : top ? [top] : [],
    savings: results?.savings ?? null,
    assumptions: results?.assumptions ?? null,
    teasers: results && !owned ? teasersOf(results) : [],
    optionsAnalysed: results?.recommendations.length ?? 0,
    ownedReportId: owned ? (ownedReportId ?? null) : null,
    advice: results?.advice ?? null,
  }
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined)

/** An assessment as its owner's history shows it (spec §3, user view); the average is volume ÷ count. */
export function toUserAssessment(row: AssessmentRow, reportId: string | null): UserAssessment {
  const volume = row.totalMonthlyVolume === null ? null : Number(row.totalMonthlyVolume)
  const count = row.monthlyTransactions
  const data = row.assessmentData
  const step = typeof data.step === 'number' && data.source !== 'dashboard' ? data.step : undefined
  return {
    id: row.id,
    businessType: row.businessType,
    createdAt: row.createdAt.toISOString(),
    ...(reportId ? { reportId } : {}),
    assessmentData: {
      businessType: row.businessType,
      industryType: row.industryType,
      ...(text(data.industryOther) ? { industryOther: text(data.industryOther) } : {}),
      monthlyTransactions: count,
      averageTransactionAmount: volume !== null && count ? Math.round((volume / count) * 100) / 100 : null,
      currentProvider: row.currentProvider,
      ...(text(data.timeline) ? { timeline: text(data.timeline) } : {}),
      features: row.features,
      ...(step !== undefined ? { step: Math.min(step, row.maxStep) } : {}),
      ...decidingAnswers(data),
    },
  }
}

/** The answers that decide the advice, as stored and still valid (the Quick Assessment prefills them). */
function decidingAnswers(data: Record<string, unknown>): Partial<UserAssessment['assessmentData']> {
  const parsed = DecidingAnswersSchema.omit({ currentProvider: true }).safeParse(data)
  if (!parsed.success) return {}
  return Object.fromEntries(Object.entries(parsed.data).filter(([, v]) => v !== undefined))
}
