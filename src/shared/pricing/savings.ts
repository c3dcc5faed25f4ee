import { DEFAULT_BRAND_NAME } from '../catalogue/logo-names'
import type { Provider } from '../catalogue/provider.schemas'
import { resolveProviderId } from '../catalogue/provider-names'
import type { PricingContext } from './context'
import { costFigures } from './cost'
import type { EstimateRequest } from './estimate.schemas'
import type { Savings } from './estimate-result'
import { incumbentIdFrom, statedTermsCents } from './incumbent'
import { divRoundHalfUp, toCents, toDollars } from './money'
import { BASELINE_PERCENTILE } from './parameters'

/**
 * Potential savings (dashboard spec §9):
 * annual = max(0, current − recommended) × 12, rounded to whole dollars.
 * Current cost, in order of preference:
 * 1. what the user paid in fees last month (`assessmentData.lastMonthFees`) → 'vs. your current fees';
 * 2. the rates they state (`assessmentData.currentPricing`) → 'vs. your stated rates';
 * 3. the estimated cost of their current provider (case-insensitive partial name match, or the processor of
 *    the point-of-sale software they use) → 'vs. {provider}';
 * 4. the provider at the 25th-percentile position of the list sorted by cost, highest first
 *    → 'vs. higher-cost providers'.
 */

export const LAST_MONTH_FEES_LABEL = 'vs. your current fees'
export const STATED_TERMS_LABEL = 'vs. your stated rates'
export const PERCENTILE_BASELINE_LABEL = 'vs. higher-cost providers'

export type CostedProvider = { provider: Provider; costCents: number }

/** The merchant's current provider and what they state they pay it (see `statedIncumbent`). */
export type StatedIncumbent = {
  id: string | null
  cents: number | null
  source: 'last_month_fees' | 'stated_terms' | null
}

/** Index of the baseline in a list of `count` items sorted by cost descending. */
export const percentileBaselineIndex = (count: number): number =>
  Math.min(count - 1, Math.floor(count * BASELINE_PERCENTILE))

export const computeSavings = (args: {
  request: EstimateRequest
  ctx: PricingContext
  /** Ranked best first; the first is the recommendation. */
  ranked: readonly CostedProvider[]
  /** The whole catalogue, to match a current provider that is not among the ranked ones. */
  catalogue: readonly Provider[]
  brandName?: string
  /** Already found by the ranking (else found here). */
  incumbent?: StatedIncumbent
}): Savings => {
  const { request, ctx, ranked, catalogue } = args
  const recommended = ranked[0]
  const empty: Savings = {
    annualSavings: 0,
    monthlySavings: 0,
    currentMonthlyCost: 0,
    recommendedMonthlyCost: 0,
    baselineLabel: PERCENTILE_BASELINE_LABEL,
    baselineSource: 'percentile_baseline',
    baselineProviderId: null,
    recommendedProviderId: null,
  }
  if (!recommended) return empty
  const incumbent =
    args.incumbent ?? statedIncumbent(request, ctx, catalogue, args.brandName ?? DEFAULT_BRAND_NAME)
  const baseline = baselineFor(incumbent, ctx, ranked, catalogue)
  const monthlyCents = Math.max(0, baseline.cents - recommended.costCents)
  return {
    annualSavings: divRoundHalfUp(monthlyCents * 12, 100),
    monthlySavings: toDollars(monthlyCents),
    currentMonthlyCost: toDollars(baseline.cents),
    recommendedMonthlyCost: toDollars(recommended.costCents),
    baselineLabel: baseline.label,
    baselineSource: baseline.source,
    baselineProviderId: baseline.providerId,
    recommendedProviderId: recommended.provider.id,
  }
}

type Baseline = { cents: number; label: string; source: Savings['baselineSource']; providerId: string | null }

/**
 * The merchant's current provider (named, or the processor of their point-of-sale software) and what they
 * state they pay it: last month's fees, else their stated rates; null cents when they state neither.
 */
export const statedIncumbent = (
  request: EstimateRequest,
  ctx: PricingContext,
  catalogue: readonly Provider[],
  brandName: string,
): StatedIncumbent => {
  const named = currentProviderId(request.currentProvider, catalogue, brandName)
  const id = incumbentIdFrom(named, request, catalogue)
  const fees = request.assessmentData?.lastMonthFees
  if (fees !== undefined) return { id, cents: toCents(fees), source: 'last_month_fees' }
  const stated = statedTermsCents(ctx, request.assessmentData?.currentPricing)
  return stated === null ? { id, cents: null, source: null } : { id, cents: stated, source: 'stated_terms' }
}

function baselineFor(
  incumbent: StatedIncumbent,
  ctx: PricingContext,
  ranked: readonly CostedProvider[],
  catalogue: readonly Provider[],
): Baseline {
  const currentId = incumbent.id
  if (incumbent.source === 'last_month_fees') {
    return {
      cents: incumbent.cents ?? 0,
      label: LAST_MONTH_FEES_LABEL,
      source: 'last_month_fees',
      providerId: currentId,
    }
  }
  if (incumbent.source === 'stated_terms') {
    return {
      cents: incumbent.cents ?? 0,
      label: STATED_TERMS_LABEL,
      source: 'stated_terms',
      providerId: currentId,
    }
  }
  if (currentId) {
    let known: CostedProvider | undefined
    for (const r of ranked) if (r.provider.id === currentId) known = r
    let provider = known?.provider
    if (!provider) for (const p of catalogue) if (p.id === currentId) provider = p
    if (provider) {
      const cents = known?.costCents ?? costFigures(provider, ctx, null).totalCents
      return { cents, label: `vs. ${provider.name}`, source: 'current_provider', providerId: provider.id }
    }
  }
  const pick = percentileBaseline(ranked)
  return {
    cents: pick?.costCents ?? 0,
    label: PERCENTILE_BASELINE_LABEL,
    source: 'percentile_baseline',
    providerId: pick?.provider.id ?? null,
  }
}

/**
 * `resolveProviderId`, memoised per catalogue array and brand: the same few names come back request after
 * request. The catalogue is read-only; a caller that builds a new array gets a fresh memo. Each memo starts
 * over past `CURRENT_IDS_LIMIT` names so that free-text input cannot grow it without bound.
 */
const CURRENT_IDS = new WeakMap<readonly Provider[], Map<string, Map<string, string | null>>>()
const CURRENT_IDS_LIMIT = 1_024

function currentProviderId(
  name: string | undefined,
  catalogue: readonly Provider[],
  brandName: string,
): string | null {
  if (name === undefined) return resolveProviderId(name, catalogue, brandName)
  let byBrand = CURRENT_IDS.get(catalogue)
  if (byBrand === undefined) {
    byBrand = new Map()
    CURRENT_IDS.set(catalogue, byBrand)
  }
  let byName = byBrand.get(brandName)
  if (byName === undefined) {
    byName = new Map()
    byBrand.set(brandName, byName)
  }
  let id = byName.get(name)
  if (id === undefined) {
    if (byName.size >= CURRENT_IDS_LIMIT) byName.clear()
    id = resolveProviderId(name, catalogue, brandName)
    byName.set(name, id)
  }
  return id
}

/**
 * The provider at the baseline percentile of the list sorted by cost, highest first, ties by id: found by
 * counting, without sorting (a catalogue has a few dozen entries).
 */
function percentileBaseline(ranked: readonly CostedProvider[]): CostedProvider | undefined {
  if (ranked.length === 0) return undefined
  const at = percentileBaselineIndex(ranked.length)
  // The cost at that place: at most `at` providers cost more, and more than `at` cost at least as much.
  let cents = 0
  let place = 0
  for (const e of ranked) {
    let dearer = 0
    let atLeast = 0
    for (const other of ranked) {
      if (other.costCents > e.costCents) dearer++
      if (other.costCents >= e.costCents) atLeast++
    }
    if (dearer <= at && at < atLeast) {
      cents = e.costCents
      // Its place among the providers of equal cost: dearer ones come first.
      place = at - dearer
      break
    }
  }
  for (const candidate of ranked) {
    if (candidate.costCents !== cents) continue
    let before = 0
    for (const other of ranked) {
      if (other.costCents === cents && other.provider.id < candidate.provider.id) before++
    }
    if (before === place) return candidate
  }
  return undefined
}
