import { formatUsd, formatUsdWhole } from '../format'
import { type AdviceInput, customPricingOption, option, switchOptions } from './advice-paths'
import type { EstimateRequest } from './estimate.schemas'
import type { Advice, AdviceOption } from './estimate-result'
import { toCents } from './money'
import { HORIZON_MONTHS, MATERIAL_SAVING_SHARE } from './parameters'

/**
 * Stay, ask for custom pricing, switch processor, or switch point-of-sale system and processor: each path
 * priced over a stated horizon with what taking it costs, side by side; the advice takes the cheapest and
 * says why. Figures not published by a provider are typical values and say so.
 */

export type { AdviceCandidate, AdviceInput } from './advice-paths'

/** The advice and the provider the ranking should lead with so that both tell one story. */
export type AdviceOutcome = { advice: Advice; leadId: string | null }

export const buildAdvice = (input: AdviceInput): AdviceOutcome => {
  const { baselineCents } = input
  if (baselineCents === null) return adviceForNewAccount(input)
  return adviceForCurrentDeal(input, baselineCents)
}

function adviceForNewAccount(input: AdviceInput): AdviceOutcome {
  const top = input.top
  if (!top) {
    return {
      leadId: null,
      advice: {
        horizonMonths: HORIZON_MONTHS,
        currentMonthlyCents: null,
        kind: 'choose',
        headline:
          'No provider in our catalogue can take this business as described: ask a merchant-services provider that quotes interchange-plus pricing (an independent sales organisation or your bank) for a quote.',
        details: ['Every provider was left out for a reason listed in the report.'],
        switchingCostCents: 0,
        netSavingsCents: 0,
        options: [],
        incumbent: null,
      },
    }
  }
  return {
    leadId: top.provider.id,
    advice: {
      horizonMonths: HORIZON_MONTHS,
      currentMonthlyCents: null,
      kind: 'choose',
      headline: `${top.provider.name} is the best fit for a new account, at about ${formatUsd(top.costCents)} a month.`,
      details: [
        'You gave no current fees or provider: any saving shown compares this pick with the dearer providers that could take your business, not with what you pay.',
      ],
      switchingCostCents: 0,
      netSavingsCents: 0,
      options: [],
      incumbent: null,
    },
  }
}

function adviceForCurrentDeal(input: AdviceInput, baselineCents: number): AdviceOutcome {
  const { current, currentExcluded, request } = input
  const currentId = current?.id ?? null
  const currentName = current?.name ?? 'your current provider'
  const stay = option(
    'stay',
    current,
    currentName,
    baselineCents,
    0,
    `Stay with ${currentName} at ${formatUsd(baselineCents)} a month.`,
  )
  const switches = switchOptions(input)
  const bestSwitch = switches[0] ?? null
  const custom = currentExcluded ? null : customPricingOption(input, baselineCents, switches)
  const options = [stay, ...(custom ? [custom] : []), ...switches].sort(
    (a, b) => a.horizonCostCents - b.horizonCostCents,
  )
  const material = Math.round(baselineCents * HORIZON_MONTHS * MATERIAL_SAVING_SHARE)
  const switchSaving = bestSwitch ? stay.horizonCostCents - bestSwitch.horizonCostCents : 0
  const lease = leaseNote(request)
  // Each answer is written whole: adding fields to an object spread from another one costs microseconds
  // each on V8 (the copy's shape is not shared, so every added field takes the slow path).
  const advice = (
    kind: Advice['kind'],
    headline: string,
    details: string[],
    switchingCostCents: number,
    netSavingsCents: number,
  ): Advice => ({
    horizonMonths: HORIZON_MONTHS,
    currentMonthlyCents: baselineCents,
    options,
    incumbent: input.incumbent,
    kind,
    headline,
    details,
    switchingCostCents,
    netSavingsCents,
  })
  const why = input.incumbent ? [input.incumbent.note] : []

  if (currentExcluded && bestSwitch) {
    return {
      leadId: bestSwitch.providerId,
      advice: advice(
        'switch',
        `Move to ${bestSwitch.providerName}: ${currentExcluded.reason}`,
        [...switchDetails(bestSwitch, switchSaving), ...why, ...lease],
        bestSwitch.switchingCostCents,
        switchSaving,
      ),
    }
  }
  if (custom) {
    const fallback =
      bestSwitch && switchSaving >= material
        ? ` If ${currentName} will not, ${switchPhrase(bestSwitch)} saves about ${formatUsdWhole(switchSaving)} over ${HORIZON_MONTHS} months after ${formatUsd(bestSwitch.switchingCostCents)} of switching costs.`
        : ''
    return {
      leadId: currentId,
      advice: advice(
        'renegotiate',
        `${custom.summary} Asking costs nothing, so it comes first.${fallback}`,
        [...why, ...optionLines(options), ...lease],
        0,
        stay.horizonCostCents - custom.horizonCostCents,
      ),
    }
  }
  if (bestSwitch && switchSaving >= material) {
    return {
      leadId: bestSwitch.providerId,
      advice: advice(
        'switch',
        `${capitalise(switchPhrase(bestSwitch))}: about ${formatUsdWhole(switchSaving)} saved over ${HORIZON_MONTHS} months after ${formatUsd(bestSwitch.switchingCostCents)} of switching costs.`,
        [...switchDetails(bestSwitch, switchSaving), ...why, ...lease],
        bestSwitch.switchingCostCents,
        switchSaving,
      ),
    }
  }
  return {
    leadId: currentId,
    advice: advice(
      'stay',
      `Stay with ${currentName}. ${stayReason(currentName, baselineCents, bestSwitch, switchSaving)}`,
      [...why, ...optionLines(options), ...lease],
      0,
      0,
    ),
  }
}

function switchPhrase(o: AdviceOption): string {
  return o.kind === 'switch_pos_and_processor'
    ? `moving to ${o.providerName} with new point-of-sale software`
    : `switching to ${o.providerName}`
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

function switchDetails(o: AdviceOption, saving: number): string[] {
  return [
    `${formatUsd(o.monthlyCents)} a month instead of today's cost: ${formatUsdWhole(saving)} less over ${HORIZON_MONTHS} months, one-off costs included.`,
    o.summary,
  ]
}

function optionLines(options: readonly AdviceOption[]): string[] {
  return options.filter((o) => o.kind !== 'stay').map((o) => o.summary)
}

function stayReason(
  currentName: string,
  baselineCents: number,
  best: AdviceOption | null,
  saving: number,
): string {
  if (best === null)
    return `No provider that can take your business costs less than the ${formatUsd(baselineCents)} a month you pay.`
  if (best.monthlyCents >= baselineCents) {
    return `You pay ${formatUsd(baselineCents)} a month today; the best alternative, ${best.providerName}, would cost ${formatUsd(best.monthlyCents)}.`
  }
  if (saving <= 0) {
    return `${capitalise(switchPhrase(best))} saves ${formatUsd(baselineCents - best.monthlyCents)} a month but costs ${formatUsd(best.switchingCostCents)} to make, so it does not pay back within ${HORIZON_MONTHS} months.`
  }
  return `${capitalise(switchPhrase(best))} would save about ${formatUsdWhole(saving)} over ${HORIZON_MONTHS} months after switching costs, less than ${Math.round(MATERIAL_SAVING_SHARE * 100)}% of what you pay: within the margin of error of any estimate, so ${currentName} stays.`
}

function leaseNote(request: EstimateRequest): string[] {
  const lease = request.assessmentData?.equipmentLeaseMonthly
  if (!lease) return []
  return [
    `Your equipment lease (${formatUsd(toCents(lease))} a month) is owed whichever you choose, as leases rarely end early: it is left out of the comparison.`,
  ]
}
