import type { Provider } from '../catalogue/provider.schemas'
import { DEFAULT_BRAND_NAME } from '../catalogue/provider-names'
import { amexRateForTicket, CARD_CATEGORIES, INTERCHANGE } from './card-mix'
import { BPS, CHANNEL_NOTES } from './channel'
import { buildContext, type PricingContext } from './context'
import { estimateProviderCost, type ProviderCost, SETUP_AMORTISATION_MONTHS } from './cost'
import type {
  CardMixAssumption,
  EstimateAssumptions,
  EstimateRequest,
  EstimateResult,
  Recommendation,
} from './estimate.schemas'
import { formatRate, toDollars } from './money'
import { buildReasons } from './reasons'
import { type CostedProvider, computeSavings } from './savings'
import { scoreProvider } from './score'

export type RankOptions = {
  /** Our own brand name: a current provider equal to it counts as no match. */
  brandName?: string
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
  for (const p of providers) if (p.isActive) active.push(p)
  const costs: ProviderCost[] = []
  const sortedCosts: number[] = []
  let minCost = Number.POSITIVE_INFINITY
  for (const provider of active) {
    const cost = estimateProviderCost(provider, ctx)
    costs.push(cost)
    sortedCosts.push(cost.totalCents)
    if (cost.totalCents < minCost) minCost = cost.totalCents
  }
  sortedCosts.sort(ascending)

  const entries: Ranked[] = []
  for (let i = 0; i < active.length; i++) {
    const provider = active[i] as Provider
    const cost = costs[i] as ProviderCost
    entries.push({ provider, recommendation: recommend(provider, cost, ctx, minCost, sortedCosts) })
  }
  entries.sort(byScoreThenCostThenName)

  const recommendations: Recommendation[] = []
  const ranked: CostedProvider[] = []
  for (const e of entries) {
    recommendations.push(e.recommendation)
    ranked.push({ provider: e.provider, costCents: e.recommendation.estimatedMonthlyCostCents })
  }
  const savings = computeSavings({
    request,
    ctx,
    ranked,
    catalogue: providers,
    brandName: options.brandName ?? DEFAULT_BRAND_NAME,
  })
  return { recommendations, savings, assumptions: assumptionsFor(ctx) }
}

type Ranked = { provider: Provider; recommendation: Recommendation }

function recommend(
  provider: Provider,
  cost: ProviderCost,
  ctx: PricingContext,
  minCost: number,
  sortedCosts: readonly number[],
): Recommendation {
  const costRank = 1 + lowerCount(sortedCosts, cost.totalCents)
  const score = scoreProvider(provider, ctx, cost.totalCents, minCost)
  const effectiveRate = Math.round((cost.totalCents / ctx.volumeCents) * 10_000) / 100
  let planFee = 0
  for (const l of cost.breakdown) if (l.key === 'monthly-fee') planFee = l.cents
  const reasons = buildReasons({
    provider,
    ctx,
    costCents: cost.totalCents,
    minCostCents: minCost,
    costRank,
    optionCount: sortedCosts.length,
    effectiveRate,
    costValue: score.values.cost,
    planName: cost.planName,
    planFeeCents: planFee,
  })
  return {
    pspProvider: summarise(provider),
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

function ascending(a: number, b: number): number {
  return a - b
}

function byScoreThenCostThenName(x: Ranked, y: Ranked): number {
  const a = x.recommendation
  const b = y.recommendation
  return (
    b.matchScore - a.matchScore ||
    a.estimatedMonthlyCostCents - b.estimatedMonthlyCostCents ||
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

/** Number of values strictly below `value` in an ascending array. */
function lowerCount(sorted: readonly number[], value: number): number {
  let lo = 0
  let hi = sorted.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if ((sorted[mid] ?? 0) < value) lo = mid + 1
    else hi = mid
  }
  return lo
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

export const assumptionsFor = (ctx: PricingContext): EstimateAssumptions => {
  const notes = [
    CHANNEL_NOTES[ctx.industry],
    'Interchange-plus, subscription and tiered prices use the card-mix model below; flat rates use the published rate.',
    `Setup fees are spread over ${SETUP_AMORTISATION_MONTHS} months.`,
    'Hardware, chargebacks, refunds and optional add-ons are not included.',
  ]
  if (ctx.internationalShareAssumed) {
    notes.push('You ranked international payments, so 10% of card volume is assumed to be on foreign cards.')
  }
  if (ctx.locations > 1) notes.push(`Per-location account fees are multiplied by ${ctx.locations} locations.`)
  return {
    channelSplit: {
      cardPresent: ctx.channelBps.cardPresent / BPS,
      online: ctx.channelBps.online / BPS,
      keyed: ctx.channelBps.keyed / BPS,
    },
    cardMix: cardMixAssumptions(ctx),
    averageTicket: toDollars(ctx.averageTicketCents),
    internationalShare: ctx.internationalShare,
    setupAmortisationMonths: SETUP_AMORTISATION_MONTHS,
    notes,
  }
}

function cardMixAssumptions(ctx: PricingContext): CardMixAssumption[] {
  const out: CardMixAssumption[] = []
  const amex = amexRateForTicket(ctx.averageTicketCents)
  for (const category of CARD_CATEGORIES) {
    const entry = INTERCHANGE[category]
    const isAmex = category === 'amex'
    out.push({
      category,
      label: entry.label,
      share: ctx.cardMix[category] / BPS,
      cardPresentRate: isAmex ? formatRate(amex) : formatRate(entry.cardPresent),
      cardNotPresentRate: isAmex ? formatRate(amex) : formatRate(entry.cardNotPresent),
    })
  }
  return out
}
