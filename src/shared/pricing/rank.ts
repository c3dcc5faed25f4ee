import type { Provider } from '../catalogue/provider.schemas'
import { DEFAULT_BRAND_NAME } from '../catalogue/provider-names'
import { buildAdvice } from './advice'
import { assumptionsFor } from './assumptions'
import { buildContext, type PricingContext } from './context'
import { estimateProviderCost, type ProviderCost } from './cost'
import { eligibilityOf } from './eligibility'
import type { EstimateRequest, EstimateResult, ExcludedProvider, Recommendation } from './estimate.schemas'
import { formatUsd, toDollars } from './money'
import { buildReasons, MAX_REASONS } from './reasons'
import { type CostedProvider, computeSavings } from './savings'
import { scoreProvider } from './score'

export type RankOptions = {
  /** Our own brand name: a current provider equal to it counts as no match. */
  brandName?: string
  /** Today's date (ISO), to tell whether the current contract is still running. Defaults to the clock. */
  today?: string
}

/**
 * Rank every active provider for one merchant: best match first; ties broken by lower cost, then name.
 * Pure and deterministic. `request` must already be parsed with `EstimateRequestSchema`.
 */
export const rankProviders = (
  request: EstimateRequest,
  providers: readonly Provider[],
  options: RankOptions = {},
): EstimateResult => {
  const ctx = buildContext(request)
  const active: Provider[] = []
  const excluded: ExcludedProvider[] = []
  for (const p of providers) {
    if (!p.isActive) continue
    const exclusion = eligibilityOf(p, ctx)
    if (exclusion)
      excluded.push({ id: p.id, name: p.name, reason: exclusion.reason, sourceUrl: exclusion.sourceUrl })
    else active.push(p)
  }
  const costs: ProviderCost[] = []
  const totals: number[] = []
  let minCost = Number.POSITIVE_INFINITY
  for (const provider of active) {
    const cost = estimateProviderCost(provider, ctx)
    costs.push(cost)
    totals.push(cost.totalCents)
    if (cost.totalCents < minCost) minCost = cost.totalCents
  }

  const entries: Ranked[] = []
  for (let i = 0; i < active.length; i++) {
    const provider = active[i] as Provider
    const cost = costs[i] as ProviderCost
    const recommendation = recommend(provider, cost, ctx, minCost, totals)
    entries.push({ provider, costCents: cost.totalCents, recommendation })
  }
  entries.sort(byScoreThenCostThenName)

  const brandName = options.brandName ?? DEFAULT_BRAND_NAME
  let savings = computeSavings({ request, ctx, ranked: entries, catalogue: providers, brandName })
  const hasBaseline = savings.baselineSource !== 'percentile_baseline'
  const baselineCents = hasBaseline ? Math.round(savings.currentMonthlyCost * 100) : null
  const currentId = hasBaseline ? savings.baselineProviderId : null
  const current = currentId ? (providers.find((p) => p.id === currentId) ?? null) : null
  const top = entries[0] ?? null
  const advice = buildAdvice({
    request,
    ctx,
    top: top ? { provider: top.provider, costCents: top.costCents } : null,
    baselineCents,
    current,
    // The clock is read only when a contract end date needs comparing.
    today:
      options.today ?? (request.assessmentData?.contractEndDate ? new Date().toISOString().slice(0, 10) : ''),
  })
  if (advice.kind === 'stay' || advice.kind === 'renegotiate') {
    // Staying is the answer: the current provider leads when it can be ranked.
    const at = entries.findIndex((e) => e.provider.id === currentId)
    if (at > 0) {
      const [stay] = entries.splice(at, 1)
      if (stay) entries.unshift(stay)
    }
    savings = computeSavings({ request, ctx, ranked: entries, catalogue: providers, brandName })
    if (baselineCents !== null) {
      // Staying is advised: no saving is claimed.
      savings = {
        ...savings,
        annualSavings: 0,
        monthlySavings: 0,
        recommendedMonthlyCost: savings.currentMonthlyCost,
        recommendedProviderId: currentId,
      }
    }
  }
  const recommendations: Recommendation[] = []
  for (const e of entries) {
    if (baselineCents !== null) noteAgainstToday(e.recommendation, baselineCents, currentId)
    if (e.recommendation.reasons.length > MAX_REASONS) e.recommendation.reasons.length = MAX_REASONS
    recommendations.push(e.recommendation)
  }
  excluded.sort((a, b) => compareText(a.id, b.id))
  return { recommendations, savings, assumptions: assumptionsFor(ctx), excluded, advice }
}

const LOWEST_PREFIX = 'Lowest estimated cost of the '
const CHEAPEST_FITS_PREFIX = 'Being the cheapest option'

/** Never call an option cheap when the merchant pays less today: say how much more it costs. */
function noteAgainstToday(r: Recommendation, baselineCents: number, currentId: string | null): void {
  if (r.pspProvider.id === currentId) {
    r.reasons.unshift(`Your current provider: about ${formatUsd(baselineCents)} a month today.`)
    return
  }
  const more = r.estimatedMonthlyCostCents - baselineCents
  if (more <= 0) return
  const kept: string[] = []
  for (const x of r.reasons) {
    if (x.startsWith(CHEAPEST_FITS_PREFIX)) continue
    kept.push(
      x.startsWith(LOWEST_PREFIX) ? `Cheapest of the alternatives: ${x.slice(x.indexOf(': ') + 2)}` : x,
    )
  }
  r.reasons = kept
  r.reasons.unshift(
    `Costs about ${formatUsd(more)} a month more than the ${formatUsd(baselineCents)} you pay today.`,
  )
}

/** A costed provider with its recommendation; once sorted, also the ranked list the savings read. */
type Ranked = CostedProvider & { recommendation: Recommendation }

function recommend(
  provider: Provider,
  cost: ProviderCost,
  ctx: PricingContext,
  minCost: number,
  totals: readonly number[],
): Recommendation {
  const costRank = 1 + cheaperCount(totals, cost.totalCents)
  const score = scoreProvider(provider, ctx, cost.totalCents, minCost)
  const effectiveRate = Math.round((cost.totalCents / ctx.volumeCents) * 10_000) / 100
  const reasons = buildReasons({
    // The terms actually priced (high-risk, negotiated or platform-plan rates), so reasons quote them.
    provider: cost.priced ?? provider,
    ctx,
    costCents: cost.totalCents,
    minCostCents: minCost,
    costRank,
    optionCount: totals.length,
    effectiveRate,
    costValue: score.costValue,
    planName: cost.planName,
    planFeeCents: cost.planFeeCents,
  })
  if (cost.termsNote) reasons.push(`Priced on ${cost.termsNote}.`)
  return {
    pspProvider: summarise(cost.priced ?? provider),
    matchScore: score.matchScore,
    estimatedMonthlyCost: toDollars(cost.totalCents),
    estimatedMonthlyCostCents: cost.totalCents,
    effectiveRate,
    costRank,
    reasons,
    breakdown: cost.breakdown,
    scoreFactors: score.factors,
  }
}

function byScoreThenCostThenName(x: Ranked, y: Ranked): number {
  const a = x.recommendation
  const b = y.recommendation
  return (
    b.matchScore - a.matchScore ||
    a.estimatedMonthlyCostCents - b.estimatedMonthlyCostCents ||
    Number(a.pspProvider.isEstimate) - Number(b.pspProvider.isEstimate) ||
    compareText(a.pspProvider.name, b.pspProvider.name)
  )
}

const SUMMARIES = new WeakMap<Provider, Recommendation['pspProvider']>()

/** The API shape of a provider (headline online rate in dollars); memoised and frozen per catalogue entry. */
export const summarise = (provider: Provider): Recommendation['pspProvider'] => {
  const cached = SUMMARIES.get(provider)
  if (cached) return cached
  const summary = Object.freeze({
    id: provider.id,
    name: provider.name,
    description: provider.description,
    transactionFeePercent: provider.cardNotPresent.percent,
    transactionFeeFixed: toDollars(provider.cardNotPresent.fixedCents),
    monthlyFee: toDollars(provider.monthlyFeeCents),
    setupFee: toDollars(provider.setupFeeCents),
    pricingModel: provider.pricingModel,
    rateBasis: provider.rateBasis,
    features: provider.features,
    isEstimate: provider.isEstimate,
    sourceUrl: provider.sourceUrl,
    asOf: provider.asOf,
  })
  SUMMARIES.set(provider, summary)
  return summary
}

/** Number of totals strictly below `value` (a couple of dozen providers: a scan beats sorting). */
function cheaperCount(totals: readonly number[], value: number): number {
  let count = 0
  for (const t of totals) if (t < value) count++
  return count
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

export { assumptionsFor }
