import type { Provider } from '../catalogue/provider.schemas'
import type { PricingContext } from './context'
import { fitOf, LOW_FEES_INDEX } from './entry-fit'
import type { ScoreFactor, ScoreFactorKey } from './estimate-result'
import { PRIORITY_RANK_WEIGHTS, SCORE_FACTOR_LABELS, SCORE_WEIGHTS } from './parameters'

/** A provider this much more expensive than the cheapest (0.75 = +75%) scores 0 on cost. */
export const COST_SPREAD = 0.75
/** Volume fit falls to 0 one decade (10×) outside the provider's designed range. */
export const VOLUME_DECADES_TO_ZERO = 1
/** Industry fit when the industry is not among the provider's supported industries. */
export const UNSUPPORTED_INDUSTRY_FIT = 0.2
/** Multiplier when most sales are in person but the provider has no in-person product. */
export const NO_IN_PERSON_PRODUCT_FIT = 0.25
/** Priorities factor when the user ranked none (same for every provider). */
export const NEUTRAL_PRIORITY_FIT = 0.5

const clamp01 = (x: number) => Math.max(0, Math.min(1, x))

export const costFactor = (costCents: number, minCostCents: number): number =>
  clamp01(1 - (costCents - minCostCents) / (COST_SPREAD * Math.max(minCostCents, 1)))

/**
 * The cost factor: how good the deal is, not only where it ranks. Measured against a fair price for this
 * merchant (interchange, network fees and a competitive margin), or the cheapest option when that is lower.
 * Restricted products are priced only by high-risk specialists, far above the fair price: their cost is
 * measured against the cheapest specialist, then scaled by how far even that is above the fair price (the
 * best available at twice a fair price fits half), so the best of them ranks first without a perfect score.
 */
export const costFit = (costCents: number, minCostCents: number, ctx: PricingContext): number => {
  if (ctx.merchant.restrictedCategory === 'none')
    return costFactor(costCents, Math.min(minCostCents, ctx.fairCostCents))
  const market = Math.min(1, ctx.fairCostCents / Math.max(minCostCents, 1))
  return costFactor(costCents, minCostCents) * market
}

/**
 * The ranked priorities' fits, weighted by rank: the entry's fit for each priority (read by position), the cost
 * factor for low fees.
 */
export const prioritiesFactor = (provider: Provider, ctx: PricingContext, costValue: number) => {
  const ranked = ctx.priorityIndexes
  if (ranked.length === 0) return NEUTRAL_PRIORITY_FIT
  const fits = fitOf(provider).priorities
  let sum = 0
  let weights = 0
  for (let rank = 0; rank < ranked.length; rank++) {
    const at = ranked[rank] as number
    const w = PRIORITY_RANK_WEIGHTS[rank] ?? 1
    sum += w * (at === LOW_FEES_INDEX ? costValue : (fits[at] as number))
    weights += w
  }
  return sum / weights
}

export const lacksInPersonProduct = (provider: Provider, ctx: PricingContext) =>
  ctx.channelBps.cardPresent >= 5_000 && provider.cardPresent === null

export const servesIndustry = (provider: Provider, ctx: PricingContext): boolean =>
  (fitOf(provider).industries & ctx.industryBit) !== 0

export const industryFactor = (provider: Provider, ctx: PricingContext): number => {
  const base = servesIndustry(provider, ctx) ? 1 : UNSUPPORTED_INDUSTRY_FIT
  return lacksInPersonProduct(provider, ctx) ? base * NO_IN_PERSON_PRODUCT_FIT : base
}

export const volumeFactor = (provider: Provider, volumeCents: number): number => {
  const { min, max } = provider.idealMonthlyVolumeCents
  if (volumeCents < min) return clamp01(1 - Math.log10(min / volumeCents) / VOLUME_DECADES_TO_ZERO)
  if (max !== null && volumeCents > max)
    return clamp01(1 - Math.log10(volumeCents / max) / VOLUME_DECADES_TO_ZERO)
  return 1
}

/** How many of the requested integrations the provider supports (each request counts). */
export const integrationsCovered = (provider: Provider, ctx: PricingContext): number => {
  const fit = fitOf(provider)
  let supported = 0
  for (const bit of ctx.integrationBits) if ((fit.integrations & bit) !== 0) supported++
  return supported
}

export const integrationsFactor = (provider: Provider, ctx: PricingContext): number =>
  ctx.integrations.length === 0 ? 1 : integrationsCovered(provider, ctx) / ctx.integrations.length

/** The match score and its five factors (0–1, unrounded), in the order of SCORE_WEIGHTS. */
export type ScoreResult = {
  matchScore: number
  /** The cost and volume factors are also quoted by the reasons. */
  costValue: number
  prioritiesValue: number
  industryValue: number
  volumeValue: number
  integrationsValue: number
}

export const scoreProvider = (
  provider: Provider,
  ctx: PricingContext,
  costCents: number,
  minCostCents: number,
): ScoreResult => {
  const cost = costFit(costCents, minCostCents, ctx)
  const priorities = prioritiesFactor(provider, ctx, cost)
  const industryFit = industryFactor(provider, ctx)
  const volumeFit = volumeFactor(provider, ctx.volumeCents)
  const integrations = integrationsFactor(provider, ctx)
  // Summed in the key order of SCORE_WEIGHTS, as the factors are listed.
  const total =
    SCORE_WEIGHTS.cost * cost +
    SCORE_WEIGHTS.priorities * priorities +
    SCORE_WEIGHTS.industryFit * industryFit +
    SCORE_WEIGHTS.volumeFit * volumeFit +
    SCORE_WEIGHTS.integrations * integrations
  return {
    matchScore: Math.min(100, Math.max(0, Math.round(total * 100 + 1e-9))),
    costValue: cost,
    prioritiesValue: priorities,
    industryValue: industryFit,
    volumeValue: volumeFit,
    integrationsValue: integrations,
  }
}

/** The factors as a recommendation lists them, each value rounded to thousandths. */
export const scoreFactors = (score: ScoreResult): ScoreFactor[] => [
  factor(0, score.costValue),
  factor(1, score.prioritiesValue),
  factor(2, score.industryValue),
  factor(3, score.volumeValue),
  factor(4, score.integrationsValue),
]

/** The factors' keys in the order they are listed (that of SCORE_WEIGHTS). */
const FACTOR_KEYS: readonly ScoreFactorKey[] = [
  'cost',
  'priorities',
  'industryFit',
  'volumeFit',
  'integrations',
]

/**
 * A factor's value rounded to thousandths has 1,001 possible values between 0 and 1, so each listed factor is
 * one of 5 × 1,001 objects: written once, frozen and shared by every recommendation that lists it (as an
 * entry's exclusions are), instead of allocated per provider and request. Kept by the factor's position.
 */
// Filled with `undefined` up front: an array written first at a high index would be kept as a slow sparse one.
const FACTORS: (ScoreFactor | undefined)[][] = FACTOR_KEYS.map(() =>
  Array.from({ length: 1001 }, () => undefined),
)

const factor = (position: number, value: number): ScoreFactor => {
  const thousandths = Math.round(value * 1000)
  const inRange = thousandths >= 0 && thousandths <= 1000
  const table = FACTORS[position] as (ScoreFactor | undefined)[]
  const shared = inRange ? table[thousandths] : undefined
  if (shared !== undefined) return shared
  const key = FACTOR_KEYS[position] as ScoreFactorKey
  const written: ScoreFactor = {
    key,
    label: SCORE_FACTOR_LABELS[key],
    value: thousandths / 1000,
    weight: SCORE_WEIGHTS[key],
  }
  if (!inRange) return written
  table[thousandths] = Object.freeze(written)
  return written
}
