import type { Provider } from '@shared/catalogue/provider.schemas'
import { formatCount, formatUsd } from '@shared/format'
import { buildContext } from '@shared/pricing/context'
import { estimateProviderCost } from '@shared/pricing/cost'
import { EstimateRequestSchema } from '@shared/pricing/estimate.schemas'
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
 * What the monthly cost of a provider comes to for this merchant in the assessment's analysis: what they pay
 * today when it is their own provider (as they stated it), else its cost in the ranking; null when the
 * analysis did not price it.
 */
function analysedCents(providerId: string, assessment: AssessmentRow): number | null {
  const results = assessment.results
  const own = results?.advice?.options.find((o) => o.kind === 'stay')
  if (own?.providerId === providerId && results?.advice?.currentMonthlyCents != null) {
    return results.advice.currentMonthlyCents
  }
  const ranked = results?.recommendations.find((r) => r.pspProvider.id === providerId)
  return ranked?.estimatedMonthlyCostCents ?? null
}

/**
 * What the change means for this merchant's monthly cost, from the account's latest completed assessment:
 * the cost its analysis states for the provider (what the merchant pays, for their own provider), moved by
 * what the engine prices the fee change at on the merchant's numbers; a prompt to complete one when there is
 * none.
 */
export function costEffect(
  provider: Provider,
  before: FeeSnapshot,
  after: FeeSnapshot,
  assessment?: AssessmentRow,
) {
  const parsed = assessment
    ? EstimateRequestSchema.safeParse({
        businessType: assessment.businessType,
        industryType: assessment.industryType,
        monthlyTransactions: assessment.monthlyTransactions,
        totalMonthlyVolume: Number(assessment.totalMonthlyVolume),
        features: assessment.features,
        assessmentData: assessment.assessmentData,
      })
    : undefined
  if (!parsed?.success) {
    return {
      text: 'Complete an assessment in your dashboard to see what this change means for your monthly cost.',
      deltaCents: null,
    }
  }
  const ctx = buildContext(parsed.data)
  const modelBefore = estimateProviderCost(withFees(provider, before), ctx).totalCents
  const delta = estimateProviderCost(withFees(provider, after), ctx).totalCents - modelBefore
  const oldCents = (assessment && analysedCents(provider.id, assessment)) ?? modelBefore
  const newCents = oldCents + delta
  const volume = `${formatCount(parsed.data.monthlyTransactions)} transactions and ${formatUsd(ctx.volumeCents)} a month`
  const text =
    delta === 0
      ? `For your ${volume}, your monthly cost with ${provider.name} stays at ${formatUsd(newCents)}.`
      : `For your ${volume}, your monthly cost with ${provider.name} would go from ${formatUsd(oldCents)} to ${formatUsd(newCents)} (${delta > 0 ? 'up' : 'down'} ${formatUsd(Math.abs(delta))} a month).`
  return { text, deltaCents: delta }
}
