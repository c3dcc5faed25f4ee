import type { Provider } from '../catalogue/provider.schemas'
import type { PricingContext } from './context'
import type { Advice, EstimateRequest } from './estimate.schemas'
import { formatUsd, formatUsdWhole } from './money'

/**
 * Stay, renegotiate or switch: the savings of the top pick over a stated horizon, net of what moving costs.
 * Figures not published by a provider are typical values and say so.
 */

export const HORIZON_MONTHS = 24
/** A card reader or terminal per location when the new provider's hardware price is not in the catalogue. */
export const TYPICAL_HARDWARE_CENTS = 29_900
/** Early-termination fee assumed when a contract is still running and its fee is not known. */
export const TYPICAL_EARLY_TERMINATION_CENTS = 49_500
/** Staff time to open an account, move the website checkout and retrain: about 10 hours at $50. */
export const SWITCHING_TIME_CENTS = 50_000
/** Moving stored cards and subscriptions to a new processor (token migration and billing set-up). */
export const TOKEN_MIGRATION_CENTS = 100_000
/** Monthly volume band in which asking the current provider for custom pricing usually works. */
export const RENEGOTIATE_FROM_CENTS = 5_000_000
export const RENEGOTIATE_UP_TO_CENTS = 200_000_000
/**
 * A switch is advised only when its net saving over the horizon beats this share of what the merchant pays
 * over the same months: smaller gains are inside the error of any estimate (card mix, chargebacks).
 */
export const MATERIAL_SAVING_SHARE = 0.1

export type SwitchCostLine = { label: string; cents: number }

export type AdviceInput = {
  request: EstimateRequest
  ctx: PricingContext
  top: { provider: Provider; costCents: number } | null
  /** What the merchant pays today (cents), with the provider when known. */
  baselineCents: number | null
  current: Provider | null
  today: string
}

/** Whether a contract end date lies beyond today (ISO dates compare as strings). */
const contractRunning = (end: string | undefined, today: string) => end !== undefined && end > today

export const switchingCosts = (input: AdviceInput, to: Provider): SwitchCostLine[] => {
  const { request, ctx, current, today } = input
  if (current && current.id === to.id) return []
  const lines: SwitchCostLine[] = []
  const end = request.assessmentData?.contractEndDate
  const publishedEtf = current?.otherFees.earlyTerminationCents
  if (contractRunning(end, today)) {
    lines.push({
      label: `Early-termination fee (contract runs to ${end})`,
      cents: publishedEtf ?? TYPICAL_EARLY_TERMINATION_CENTS,
    })
  } else if (end === undefined && publishedEtf) {
    lines.push({ label: `${current?.name ?? 'Current provider'} early-termination fee`, cents: publishedEtf })
  }
  if (ctx.channelBps.cardPresent > 0) {
    const hardware = (to.hardwareCents ?? TYPICAL_HARDWARE_CENTS) * ctx.locations
    lines.push({
      label: `New card readers or terminals (${ctx.locations} location${ctx.locations > 1 ? 's' : ''})`,
      cents: hardware,
    })
  }
  if (to.setupFeeCents > 0) lines.push({ label: `${to.name} setup fee`, cents: to.setupFeeCents })
  if (ctx.industry === 'saas' || ctx.priorities.includes('recurring')) {
    lines.push({ label: 'Moving stored cards and subscriptions (typical)', cents: TOKEN_MIGRATION_CENTS })
  }
  lines.push({ label: 'Time to switch: about 10 hours (typical)', cents: SWITCHING_TIME_CENTS })
  return lines
}

const sum = (lines: readonly SwitchCostLine[]) => lines.reduce((t, l) => t + l.cents, 0)

export const buildAdvice = (input: AdviceInput): Advice => {
  const { ctx, top, baselineCents, current } = input
  if (!top) {
    return {
      horizonMonths: HORIZON_MONTHS,
      currentMonthlyCents: baselineCents,
      kind: 'stay',
      headline: 'No provider in our catalogue can take this business as described: keep your current set-up.',
      details: ['Every provider was left out for a reason listed in the report.'],
      switchingCostCents: 0,
      netSavingsCents: 0,
    }
  }
  const topName = top.provider.name
  if (baselineCents === null) {
    return {
      horizonMonths: HORIZON_MONTHS,
      currentMonthlyCents: baselineCents,
      kind: 'choose',
      headline: `${topName} is the best fit for a new account, at about ${formatUsd(top.costCents)} a month.`,
      details: ['You gave no current fees or provider, so no savings are claimed.'],
      switchingCostCents: 0,
      netSavingsCents: 0,
    }
  }
  const lines = switchingCosts(input, top.provider)
  const switching = sum(lines)
  const monthly = baselineCents - top.costCents
  const net = monthly * HORIZON_MONTHS - switching
  const material = Math.round(baselineCents * HORIZON_MONTHS * MATERIAL_SAVING_SHARE)
  const details = lines.map((l) => `${l.label}: ${formatUsd(l.cents)}`)
  const currentName = current?.name ?? 'your current provider'
  const isCurrent = current !== null && current.id === top.provider.id
  const inBand = ctx.volumeCents >= RENEGOTIATE_FROM_CENTS && ctx.volumeCents <= RENEGOTIATE_UP_TO_CENTS
  const overpaying = baselineCents > ctx.fairCostCents * 1.1
  const ask = `Ask ${currentName} for interchange-plus pricing at about 0.25% + 8¢ in person and 0.35% + 15¢ online: about ${formatUsd(ctx.fairCostCents)} a month at your volume instead of ${formatUsd(baselineCents)}.`
  if (isCurrent || net < material) {
    const why = isCurrent
      ? `${currentName} is already your best option at ${formatUsd(baselineCents)} a month.`
      : monthly <= 0
        ? `You pay ${formatUsd(baselineCents)} a month today; the best alternative, ${topName}, would cost ${formatUsd(top.costCents)}.`
        : net <= 0
          ? `Switching to ${topName} saves ${formatUsd(monthly)} a month but costs ${formatUsd(switching)} to make, so it does not pay back within ${HORIZON_MONTHS} months.`
          : `Switching to ${topName} would save about ${formatUsdWhole(net)} over ${HORIZON_MONTHS} months after switching costs, less than ${Math.round(MATERIAL_SAVING_SHARE * 100)}% of what you pay: within the margin of error of any estimate.`
    if (inBand && overpaying) {
      return {
        horizonMonths: HORIZON_MONTHS,
        currentMonthlyCents: baselineCents,
        kind: 'renegotiate',
        headline: `Renegotiate with ${currentName} rather than switch. ${why}`,
        details: [ask, ...details],
        switchingCostCents: switching,
        netSavingsCents: net,
      }
    }
    return {
      horizonMonths: HORIZON_MONTHS,
      currentMonthlyCents: baselineCents,
      kind: 'stay',
      headline: `Stay with ${currentName}. ${why}`,
      details,
      switchingCostCents: switching,
      netSavingsCents: net,
    }
  }
  const headline = `Switch to ${topName}: about ${formatUsdWhole(net)} saved over ${HORIZON_MONTHS} months after ${formatUsd(switching)} of switching costs.`
  return {
    horizonMonths: HORIZON_MONTHS,
    currentMonthlyCents: baselineCents,
    kind: 'switch',
    headline,
    details: inBand && overpaying ? [`Before you switch: ${ask}`, ...details] : details,
    switchingCostCents: switching,
    netSavingsCents: net,
  }
}
