import { customPricingAt } from '../catalogue/custom-pricing'
import type { Provider } from '../catalogue/provider.schemas'
import { formatUsd, formatUsdWhole, possessive } from '../format'
import type { PricingContext } from './context'
import type {
  Advice,
  AdviceOption,
  EstimateRequest,
  ExcludedProvider,
  IncumbentBasis,
} from './estimate.schemas'
import { toCents } from './money'
import { type SwitchCostLine, switchingCosts } from './switching-costs'

/**
 * Stay, ask for custom pricing, switch processor, or switch point-of-sale system and processor: each path
 * priced over a stated horizon with what taking it costs, side by side; the advice takes the cheapest and
 * says why. Figures not published by a provider are typical values and say so.
 */

export const HORIZON_MONTHS = 24
/**
 * A switch is advised only when its net saving over the horizon beats this share of what the merchant pays
 * over the same months: smaller gains are inside the error of any estimate (card mix, chargebacks).
 */
export const MATERIAL_SAVING_SHARE = 0.1
/** Asking for a price is worth it only when the price asked is at least this much below what is paid. */
export const WORTHWHILE_ASK_SHARE = 0.05
/** Above a fair price by more than this share, a merchant with no cheaper offer still has one to ask for. */
export const OVERPAYING_SHARE = 0.1

/** A provider the merchant could move to, as ranked (best first). */
export type AdviceCandidate = {
  provider: Provider
  costCents: number
  /** Moving to it means leaving point-of-sale software that processes its own payments. */
  posChange: boolean
  /** The point-of-sale software its cost includes for that move (cents a month). */
  posSoftwareCents: number
}

export type AdviceInput = {
  request: EstimateRequest
  ctx: PricingContext
  /** The best-ranked provider that can take the merchant. */
  top: AdviceCandidate | null
  /** The best-ranked provider other than the current one for each way of moving (at most one of each). */
  alternatives: readonly AdviceCandidate[]
  /** What the merchant pays today (cents), with the provider when known. */
  baselineCents: number | null
  incumbent: IncumbentBasis | null
  current: Provider | null
  /** Why the current provider cannot take the merchant as described, when it cannot. */
  currentExcluded: ExcludedProvider | null
  today: string
}

/** The advice and the provider the ranking should lead with so that both tell one story. */
export type AdviceOutcome = { advice: Advice; leadId: string | null }

const sum = (lines: readonly SwitchCostLine[]) => lines.reduce((t, l) => t + l.cents, 0)

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
  const base = {
    horizonMonths: HORIZON_MONTHS,
    currentMonthlyCents: baselineCents,
    options,
    incumbent: input.incumbent,
  }
  const why = input.incumbent ? [input.incumbent.note] : []

  if (currentExcluded && bestSwitch) {
    return {
      leadId: bestSwitch.providerId,
      advice: {
        ...base,
        kind: 'switch',
        headline: `Move to ${bestSwitch.providerName}: ${currentExcluded.reason}`,
        details: [...switchDetails(bestSwitch, switchSaving), ...why, ...lease],
        switchingCostCents: bestSwitch.switchingCostCents,
        netSavingsCents: switchSaving,
      },
    }
  }
  if (custom) {
    const fallback =
      bestSwitch && switchSaving >= material
        ? ` If ${currentName} will not, ${switchPhrase(bestSwitch)} saves about ${formatUsdWhole(switchSaving)} over ${HORIZON_MONTHS} months after ${formatUsd(bestSwitch.switchingCostCents)} of switching costs.`
        : ''
    return {
      leadId: currentId,
      advice: {
        ...base,
        kind: 'renegotiate',
        headline: `${custom.summary} Asking costs nothing, so it comes first.${fallback}`,
        details: [...why, ...optionLines(options), ...lease],
        switchingCostCents: 0,
        netSavingsCents: stay.horizonCostCents - custom.horizonCostCents,
      },
    }
  }
  if (bestSwitch && switchSaving >= material) {
    return {
      leadId: bestSwitch.providerId,
      advice: {
        ...base,
        kind: 'switch',
        headline: `${capitalise(switchPhrase(bestSwitch))}: about ${formatUsdWhole(switchSaving)} saved over ${HORIZON_MONTHS} months after ${formatUsd(bestSwitch.switchingCostCents)} of switching costs.`,
        details: [...switchDetails(bestSwitch, switchSaving), ...why, ...lease],
        switchingCostCents: bestSwitch.switchingCostCents,
        netSavingsCents: switchSaving,
      },
    }
  }
  return {
    leadId: currentId,
    advice: {
      ...base,
      kind: 'stay',
      headline: `Stay with ${currentName}. ${stayReason(currentName, baselineCents, bestSwitch, switchSaving)}`,
      details: [...why, ...optionLines(options), ...lease],
      switchingCostCents: 0,
      netSavingsCents: 0,
    },
  }
}

function option(
  kind: AdviceOption['kind'],
  provider: Provider | null,
  name: string,
  monthlyCents: number,
  switchingCostCents: number,
  summary: string,
): AdviceOption {
  return {
    kind,
    providerId: provider?.id ?? null,
    providerName: name,
    monthlyCents,
    switchingCostCents,
    horizonCostCents: monthlyCents * HORIZON_MONTHS + switchingCostCents,
    summary,
  }
}

/** The best-ranked move of each kind (keeping the point-of-sale system, or leaving it), cheapest first. */
function switchOptions(input: AdviceInput): AdviceOption[] {
  const out: AdviceOption[] = []
  for (const pick of input.alternatives) {
    const posChange = pick.posChange
    const lines = switchingCosts(input, pick.provider, posChange)
    const kind = posChange ? 'switch_pos_and_processor' : 'switch_processor'
    const what = posChange
      ? `Move to ${pick.provider.name} with new point-of-sale software`
      : `Switch to ${pick.provider.name}`
    const software = pick.posSoftwareCents > 0 ? `, ${formatUsd(pick.posSoftwareCents)} of it software` : ''
    const summary = `${what}: ${formatUsd(pick.costCents)} a month${software}, after ${formatUsd(sum(lines))} of one-off costs (${lines.map((l) => `${l.label}: ${formatUsd(l.cents)}`).join('; ')}).`
    out.push(option(kind, pick.provider, pick.provider.name, pick.costCents, sum(lines), summary))
  }
  return out.sort((a, b) => a.horizonCostCents - b.horizonCostCents)
}

/**
 * Custom pricing from the current provider, when it negotiates at this volume and there is a lower price to
 * ask for: the best competing processor's price (what it would charge for processing alone), else a fair
 * interchange-plus price when the merchant pays well above it. Never a price above what is paid today.
 */
function customPricingOption(
  input: AdviceInput,
  baselineCents: number,
  switches: readonly AdviceOption[],
): AdviceOption | null {
  const { ctx, current } = input
  const { offered, offer } = customPricingAt(current?.id ?? null, ctx.volumeCents)
  if (!offered) return null
  const name = current?.name ?? 'your current provider'
  const worthAsking = baselineCents * (1 - WORTHWHILE_ASK_SHARE)
  let competing: { id: string | null; name: string; cents: number } | null = null
  for (const s of switches) {
    const candidate = input.alternatives.find((c) => c.provider.id === s.providerId)
    const cents = s.monthlyCents - (candidate?.posSoftwareCents ?? 0)
    if (cents < worthAsking && (competing === null || cents < competing.cents))
      competing = { id: s.providerId, name: s.providerName, cents }
  }
  const threshold = offer ? ` (${offer.summary})` : ''
  const ask = `Ask ${name} for custom pricing`
  if (competing) {
    const summary = `${ask} that matches ${possessive(competing.name)} ${formatUsd(competing.cents)} a month for your sales, instead of the ${formatUsd(baselineCents)} you pay${threshold}.`
    return {
      ...option('custom_pricing', current, name, competing.cents, 0, summary),
      matchesProviderId: competing.id,
    }
  }
  if (baselineCents > ctx.fairCostCents * (1 + OVERPAYING_SHARE) && ctx.fairCostCents < worthAsking) {
    const summary = `${ask}: interchange-plus at about 0.25% + 8¢ in person and 0.35% + 15¢ online comes to ${formatUsd(ctx.fairCostCents)} a month for your sales, instead of the ${formatUsd(baselineCents)} you pay${threshold}.`
    return option('custom_pricing', current, name, ctx.fairCostCents, 0, summary)
  }
  return null
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
