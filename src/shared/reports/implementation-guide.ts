import { TIMELINE_WINDOWS, type Timeline } from '../catalogue/taxonomy'
import { formatPercentFixed, formatUsd } from '../format'
import { bestMove, optionLabel } from '../pricing/advice-options'
import type { Advice, Recommendation } from '../pricing/estimate-result'
import type { ImplementationStep } from './report.schemas'

type GuideInput = {
  top: Recommendation | undefined
  currentProvider: string | null | undefined
  timeline: string | null | undefined
  features: readonly string[]
  /** The stay/ask/switch answer: a plan follows it (absent on older assessments). */
  advice?: Advice | null | undefined
}

const timelineText: Record<Timeline, string> = {
  immediate: `You want to switch ${TIMELINE_WINDOWS.immediate.window}: plan the cut-over for a quiet trading day.`,
  soon: `You plan to switch ${TIMELINE_WINDOWS.soon.window}: book the cut-over once test payments pass.`,
  planning: `You plan to switch ${TIMELINE_WINDOWS.planning.window}: compare the quote with this report first.`,
  future: `You are looking ahead (${TIMELINE_WINDOWS.future.window}): revisit these figures before your current contract renews.`,
}

/**
 * A step-by-step plan that follows the advice: asking the current provider for a better price when the
 * advice is to renegotiate, keeping an eye on it when the advice is to stay, otherwise the move to the
 * top-ranked option (with the point-of-sale system when the move takes one).
 */
export function implementationGuide(input: GuideInput): ImplementationStep[] {
  const { top, advice } = input
  if (!top) return []
  if (advice?.kind === 'renegotiate') return renegotiationPlan(advice)
  if (advice?.kind === 'stay') return stayPlan(advice)
  return switchingPlan(input, top)
}

const currentNameOf = (advice: Advice) =>
  advice.options.find((o) => o.kind === 'stay')?.providerName ?? 'your current provider'

function renegotiationPlan(advice: Advice): ImplementationStep[] {
  const current = currentNameOf(advice)
  const ask = advice.options.find((o) => o.kind === 'custom_pricing')
  const move = bestMove(advice)
  const today = advice.currentMonthlyCents
  return [
    {
      title: 'Gather your last three statements',
      detail: `Note the total fees, the card sales and every monthly, PCI and statement fee${today === null ? '' : `: this report puts what you pay at ${formatUsd(today)} a month`}. The negotiation email in this report uses your figures.`,
    },
    {
      title: `Ask ${current} for custom pricing`,
      detail:
        ask?.summary ??
        `Ask ${current} for a lower rate on your volume, citing the cheapest competing price in this report.`,
    },
    {
      title: 'Get the new price in writing',
      detail:
        'Ask for the rates, every monthly fee and how long the price is fixed, in writing, before you agree. Check that no early-termination fee or longer term comes with it.',
    },
    {
      title: `If ${current} will not lower the price`,
      detail: move
        ? `${optionLabel(move)} is the fallback: ${formatUsd(move.monthlyCents)} a month after ${formatUsd(move.switchingCostCents)} of one-off costs, ${formatUsd(move.horizonCostCents)} over ${advice.horizonMonths} months.`
        : `Stay: no provider that can take your business costs less than what you pay ${current} today.`,
    },
    {
      title: 'Review after 90 days',
      detail:
        'Compare three months of statements with the price agreed; if the effective rate has crept up, ask again with this report.',
    },
  ]
}

function stayPlan(advice: Advice): ImplementationStep[] {
  const current = currentNameOf(advice)
  const today = advice.currentMonthlyCents
  return [
    { title: `Stay with ${current}`, detail: advice.headline },
    {
      title: 'Check your statement each quarter',
      detail: `Divide the total fees by your card sales: the effective rate should stay where it is${today === null ? '' : ` (about ${formatUsd(today)} a month on today's sales)`}. New fees or a higher rate are a reason to ask again.`,
    },
    {
      title: 'Ask before your contract renews',
      detail: `Before a renewal, or when your sales grow by a third, ask ${current} for a better rate and run a new assessment: the answer can change with your volume.`,
    },
  ]
}

function switchingPlan(
  { currentProvider, timeline, features, advice }: GuideInput,
  top: Recommendation,
): ImplementationStep[] {
  const p = top.pspProvider
  const newPos = advice?.options.some(
    (o) => o.kind === 'switch_pos_and_processor' && o.providerId === p.id && bestMove(advice) === o,
  )
  const steps: ImplementationStep[] = [
    {
      title: `Confirm pricing with ${p.name}`,
      // The estimate is written without a thousands separator, as the recorded PDF texts have it; formatUsd
      // would add one, which is a wording change for the PDF goldens to record on purpose.
      detail: `Ask for a written quote and compare it with this report's estimate of $${top.estimatedMonthlyCost.toFixed(2)} a month (${formatPercentFixed(top.effectiveRate)} of your volume).${p.isEstimate ? ' Published prices are indicative for this provider: the quote decides.' : ''}`,
    },
    {
      title: 'Open the merchant account',
      detail:
        'Have your business registration, bank details, ID of the owners and recent processing statements ready; approval usually takes one to five business days.',
    },
    ...(newPos
      ? [
          {
            title: `Set up ${p.name}'s point-of-sale system`,
            detail:
              'Move your item library or menu, set up the new card readers and train staff before the cut-over (about 10 hours); keep the old system running until the new one has taken a full day of sales.',
          },
        ]
      : []),
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
        `${timeline ? (timelineText[timeline as Timeline] ?? '') : ''}${
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
