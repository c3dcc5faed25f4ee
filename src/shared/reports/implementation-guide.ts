import type { Recommendation } from '../pricing/estimate.schemas'
import type { ImplementationStep } from './report.schemas'

type GuideInput = {
  top: Recommendation | undefined
  currentProvider: string | null | undefined
  timeline: string | null | undefined
  features: readonly string[]
}

const timelineText: Record<string, string> = {
  immediate: 'You want to switch right away: plan the cut-over for a quiet trading day this week.',
  soon: 'You plan to switch within weeks: book the cut-over once test payments pass.',
  planning: 'You are still planning: use the next month to compare the quote with this report.',
  future: 'You are looking ahead: revisit these figures before your current contract renews.',
}

/** A step-by-step switching plan derived from the top-ranked option and the merchant's answers. */
export function implementationGuide({
  top,
  currentProvider,
  timeline,
  features,
}: GuideInput): ImplementationStep[] {
  if (!top) return []
  const p = top.pspProvider
  const steps: ImplementationStep[] = [
    {
      title: `Confirm pricing with ${p.name}`,
      detail: `Ask for a written quote and compare it with this report's estimate of $${top.estimatedMonthlyCost.toFixed(2)} a month (${top.effectiveRate.toFixed(2)}% of your volume).${p.isEstimate ? ' Published prices are indicative for this provider: the quote decides.' : ''}`,
    },
    {
      title: 'Open the merchant account',
      detail:
        'Have your business registration, bank details, ID of the owners and recent processing statements ready; approval usually takes one to five business days.',
    },
    {
      title: 'Connect your checkout',
      detail: features.includes('recurring')
        ? 'Set up subscription billing first, then move saved customers with the provider’s card-migration service instead of asking them to re-enter cards.'
        : 'Install the provider’s plugin for your platform or POS, or integrate its API; keep your current processor live until testing passes.',
    },
    {
      title: 'Test before you switch',
      detail:
        'Run test payments, a refund and a declined card in the provider’s test mode, then one small live payment, and check that payouts reach your bank.',
    },
    {
      title: 'Switch over',
      detail:
        `${timeline ? (timelineText[timeline] ?? '') : ''}${
          currentProvider && currentProvider !== 'none'
            ? ` Check ${currentProvider}'s notice period and early-termination fees before you cancel.`
            : ''
        }`.trim() || 'Move your payment traffic over and watch the first week of payouts closely.',
    },
    {
      title: 'Review after 90 days',
      detail:
        'Compare three months of statements with this estimate; if the effective rate is higher, use the negotiation material in your dashboard.',
    },
  ]
  return steps
}
