import type { Provider } from '@shared/catalogue/provider.schemas'
import { formatCount, formatUsd } from '@shared/format'
import { buildContext } from '@shared/pricing/context'
import { estimateProviderCost } from '@shared/pricing/cost'
import { EstimateRequestSchema } from '@shared/pricing/estimate.schemas'
import type { UserReport } from '@shared/reports/report.schemas'
import type { FeeSnapshot } from '../../db/schema/rate-alerts'
import type { AssessmentRow } from '../assessment/assessment.repository'

export const describeFees = (f: FeeSnapshot) =>
  `${f.percent}% + ${formatUsd(f.fixedCents)} per transaction, ${formatUsd(f.monthlyCents)} a month, ${formatUsd(f.setupCents)} setup`

const withFees = (p: Provider, f: FeeSnapshot): Provider => ({
  ...p,
  cardNotPresent: { percent: f.percent, fixedCents: f.fixedCents },
  monthlyFeeCents: f.monthlyCents,
  setupFeeCents: f.setupCents,
})

/**
 * The analysis an alert's effect is read from: the answers it was made from, and the costs it gave (what the
 * merchant pays today, for their own provider; each ranked provider's cost).
 */
export type AlertAnalysis = {
  answers: {
    businessType?: unknown
    industryType?: unknown
    monthlyTransactions?: unknown
    totalMonthlyVolume?: unknown
    features?: unknown
    assessmentData?: unknown
  }
  advice:
    | { currentMonthlyCents: number | null; options: readonly { kind: string; providerId: string | null }[] }
    | null
    | undefined
  recommendations: readonly { pspProvider: { id: string }; estimatedMonthlyCostCents: number }[]
}

/** A report's frozen analysis: the one the dashboard's tools read (`defaultReport`). */
export const analysisOfReport = (report: UserReport): AlertAnalysis => ({
  answers: report.assessment,
  advice: report.advice,
  recommendations: report.recommendations,
})

/** An assessment's stored analysis, for an account with no open report. */
export const analysisOfAssessment = (assessment: AssessmentRow): AlertAnalysis => ({
  answers: { ...assessment, totalMonthlyVolume: Number(assessment.totalMonthlyVolume) },
  advice: assessment.results?.advice,
  recommendations: assessment.results?.recommendations ?? [],
})

/**
 * What the monthly cost of a provider comes to for this merchant in the analysis: what they pay today when it
 * is their own provider (as they stated it), else its cost in the ranking; null when the analysis did not
 * price it.
 */
function analysedCents(providerId: string, analysis: AlertAnalysis): number | null {
  const own = analysis.advice?.options.find((o) => o.kind === 'stay')
  if (own?.providerId === providerId && analysis.advice?.currentMonthlyCents != null) {
    return analysis.advice.currentMonthlyCents
  }
  const ranked = analysis.recommendations.find((r) => r.pspProvider.id === providerId)
  return ranked?.estimatedMonthlyCostCents ?? null
}

/**
 * What the change means for this merchant's monthly cost, from the account's analysis (the report the
 * dashboard's tools read by default, else the latest completed assessment): the cost it states for the
 * provider (what the merchant pays, for their own provider), moved by what the engine prices the fee change
 * at on the merchant's numbers; a prompt to complete an assessment when there is none.
 */
export function costEffect(
  provider: Provider,
  before: FeeSnapshot,
  after: FeeSnapshot,
  analysis?: AlertAnalysis | null,
) {
  const answers = analysis?.answers
  const parsed = answers
    ? EstimateRequestSchema.safeParse({
        businessType: answers.businessType,
        industryType: answers.industryType,
        monthlyTransactions: answers.monthlyTransactions,
        totalMonthlyVolume: answers.totalMonthlyVolume,
        features: answers.features,
        assessmentData: answers.assessmentData ?? undefined,
      })
    : undefined
  if (!analysis || !parsed?.success) {
    return {
      text: 'Complete an assessment in your dashboard to see what this change means for your monthly cost.',
      deltaCents: null,
    }
  }
  const ctx = buildContext(parsed.data)
  const modelBefore = estimateProviderCost(withFees(provider, before), ctx).totalCents
  const delta = estimateProviderCost(withFees(provider, after), ctx).totalCents - modelBefore
  const oldCents = analysedCents(provider.id, analysis) ?? modelBefore
  const newCents = oldCents + delta
  const volume = `${formatCount(parsed.data.monthlyTransactions)} transactions and ${formatUsd(ctx.volumeCents)} a month`
  const text =
    delta === 0
      ? `For your ${volume}, your monthly cost with ${provider.name} stays at ${formatUsd(newCents)}.`
      : `For your ${volume}, your monthly cost with ${provider.name} would go from ${formatUsd(oldCents)} to ${formatUsd(newCents)} (${delta > 0 ? 'up' : 'down'} ${formatUsd(Math.abs(delta))} a month).`
  return { text, deltaCents: delta }
}
