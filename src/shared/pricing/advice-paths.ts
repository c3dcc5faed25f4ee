import { customPricingAt } from '../catalogue/custom-pricing'
import type { Provider } from '../catalogue/provider.schemas'
import { formatUsd, possessive } from '../format'
import type { PricingContext } from './context'
import type { EstimateRequest } from './estimate.schemas'
import type { AdviceOption, ExcludedProvider, IncumbentBasis } from './estimate-result'
import { HORIZON_MONTHS, OVERPAYING_SHARE, WORTHWHILE_ASK_SHARE } from './parameters'
import { type SwitchCostLine, switchingCosts } from './switching-costs'

/**
 * The advice's paths, each priced over the horizon with what taking it costs: stay, ask the current provider
 * for custom pricing, switch processor, or switch point-of-sale system and processor.
 */

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

const sum = (lines: readonly SwitchCostLine[]) => lines.reduce((t, l) => t + l.cents, 0)

export function option(
  kind: AdviceOption['kind'],
  provider: Provider | null,
  name: string,
  monthlyCents: number,
  switchingCostCents: number,
  summary: string,
  matchesProviderId?: string | null,
): AdviceOption {
  const horizonCostCents = monthlyCents * HORIZON_MONTHS + switchingCostCents
  const providerId = provider?.id ?? null
  // Written whole for the same reason as the advice (no field added to a copy).
  return matchesProviderId === undefined
    ? { kind, providerId, providerName: name, monthlyCents, switchingCostCents, horizonCostCents, summary }
    : {
        kind,
        providerId,
        providerName: name,
        monthlyCents,
        switchingCostCents,
        horizonCostCents,
        summary,
        matchesProviderId,
      }
}

/** The best-ranked move of each kind (keeping the point-of-sale system, or leaving it), cheapest first. */
export function switchOptions(input: AdviceInput): AdviceOption[] {
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
export function customPricingOption(
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
    return option('custom_pricing', current, name, competing.cents, 0, summary, competing.id)
  }
  if (baselineCents > ctx.fairCostCents * (1 + OVERPAYING_SHARE) && ctx.fairCostCents < worthAsking) {
    const summary = `${ask}: interchange-plus at about 0.25% + 8¢ in person and 0.35% + 15¢ online comes to ${formatUsd(ctx.fairCostCents)} a month for your sales, instead of the ${formatUsd(baselineCents)} you pay${threshold}.`
    return option('custom_pricing', current, name, ctx.fairCostCents, 0, summary)
  }
  return null
}
