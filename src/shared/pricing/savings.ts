import type { Provider } from '../catalogue/provider.schemas'
import { DEFAULT_BRAND_NAME, resolveProviderId } from '../catalogue/provider-names'
import type { PricingContext } from './context'
import { estimateProviderCost } from './cost'
import type { EstimateRequest, Savings } from './estimate.schemas'
import { divRoundHalfUp, toCents, toDollars } from './money'

/**
 * Potential savings (dashboard spec §9):
 * annual = max(0, current − recommended) × 12, rounded to whole dollars.
 * Current cost, in order of preference:
 * 1. what the user paid in fees last month (`assessmentData.lastMonthFees`) → 'vs. your current fees';
 * 2. the estimated cost of their current provider (case-insensitive partial name match) → 'vs. {provider}';
 * 3. the provider at the 25th-percentile position of the list sorted by cost, highest first
 *    → 'vs. higher-cost providers'.
 */

export const LAST_MONTH_FEES_LABEL = 'vs. your current fees'
export const PERCENTILE_BASELINE_LABEL = 'vs. higher-cost providers'
export const BASELINE_PERCENTILE = 0.25

export type CostedProvider = { provider: Provider; costCents: number }

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
  const baseline = baselineFor(request, ctx, ranked, catalogue, args.brandName ?? DEFAULT_BRAND_NAME)
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

function baselineFor(
  request: EstimateRequest,
  ctx: PricingContext,
  ranked: readonly CostedProvider[],
  catalogue: readonly Provider[],
  brandName: string,
): Baseline {
  const currentId = resolveProviderId(request.currentProvider, catalogue, brandName)
  const fees = request.assessmentData?.lastMonthFees
  if (fees !== undefined) {
    return {
      cents: toCents(fees),
      label: LAST_MONTH_FEES_LABEL,
      source: 'last_month_fees',
      providerId: currentId,
    }
  }
  if (currentId) {
    let known: CostedProvider | undefined
    for (const r of ranked) if (r.provider.id === currentId) known = r
    let provider = known?.provider
    if (!provider) for (const p of catalogue) if (p.id === currentId) provider = p
    if (provider) {
      const cents = known?.costCents ?? estimateProviderCost(provider, ctx).totalCents
      return { cents, label: `vs. ${provider.name}`, source: 'current_provider', providerId: provider.id }
    }
  }
  const byCostDesc = [...ranked].sort(byCostDescending)
  const pick = byCostDesc[percentileBaselineIndex(byCostDesc.length)] ?? ranked[0]
  return {
    cents: pick?.costCents ?? 0,
    label: PERCENTILE_BASELINE_LABEL,
    source: 'percentile_baseline',
    providerId: pick?.provider.id ?? null,
  }
}

function byCostDescending(a: CostedProvider, b: CostedProvider): number {
  return (
    b.costCents - a.costCents || (a.provider.id < b.provider.id ? -1 : a.provider.id > b.provider.id ? 1 : 0)
  )
}
