import { freeSavings, NO_FREE_SAVINGS } from '@shared/assessment/free-savings'
import { formatUsd } from '@shared/format'
import type { EstimateResult } from '@shared/pricing/estimate-result'
import type { TemplateVariables } from '../mail/mail.service'

/** The variables of the `recommendation` mail, from the stored ranking; null when there is none. */
export function recommendationMailVariables(
  id: string,
  results: EstimateResult | null,
  publicUrl: string,
): TemplateVariables | null {
  const top = results?.recommendations[0]
  if (!results || !top) return null
  // The saving the recommendation page states: against what is paid today, or none.
  const saving = freeSavings(results.savings) ?? NO_FREE_SAVINGS
  return {
    providerName: top.pspProvider.name,
    matchScore: top.matchScore,
    estimatedMonthlyCost: formatUsd(top.estimatedMonthlyCostCents),
    annualSavings: saving.value,
    savingsLabel: saving.note,
    // The advice, as the recommendation page and the report state it: what to do, at what cost.
    advice: results.advice?.headline ?? `${top.pspProvider.name} is your best match.`,
    reasons: top.reasons.map((r) => `• ${r}`).join('\n'),
    recommendationUrl: `${publicUrl}/recommendations/${encodeURIComponent(id)}`,
    methodologyUrl: `${publicUrl}/methodology`,
  }
}
