import type { Provider } from '../catalogue/provider.schemas'
import { DEFAULT_BRAND_NAME } from '../catalogue/provider-names'
import { amexRateForTicket, CARD_CATEGORIES, INTERCHANGE } from './card-mix'
import { BPS, CHANNEL_NOTES } from './channel'
import { buildContext, type PricingContext } from './context'
import { estimateProviderCost, SETUP_AMORTISATION_MONTHS } from './cost'
import type { EstimateAssumptions, EstimateRequest, EstimateResult, Recommendation } from './estimate.schemas'
import { formatRate, toDollars } from './money'
import { buildReasons } from './reasons'
import { computeSavings } from './savings'
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
  const active = providers.filter((p) => p.isActive)
  const costed = active.map((provider) => ({ provider, cost: estimateProviderCost(provider, ctx) }))
  let minCost = Number.POSITIVE_INFINITY
  for (const c of costed) if (c.cost.totalCents < minCost) minCost = c.cost.totalCents
  const sortedCosts = costed.map((c) => c.cost.totalCents).sort((a, b) => a - b)

  const recommendations: Recommendation[] = costed.map(({ provider, cost }) => {
    const costRank = 1 + lowerCount(sortedCosts, cost.totalCents)
    const score = scoreProvider(provider, ctx, cost.totalCents, minCost)
    const effectiveRate = Math.round((cost.totalCents / ctx.volumeCents) * 10_000) / 100
    const planFee = cost.breakdown.find((l) => l.key === 'monthly-fee')?.cents ?? 0
    const reasons = buildReasons({
      provider,
      ctx,
      costCents: cost.totalCents,
      minCostCents: minCost,
      costRank,
      optionCount: costed.length,
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
  })

  recommendations.sort(
    (a, b) =>
      b.matchScore - a.matchScore ||
      a.estimatedMonthlyCostCents - b.estimatedMonthlyCostCents ||
      compareText(a.pspProvider.name, b.pspProvider.name),
  )

  const byId = new Map(active.map((p) => [p.id, p]))
  const ranked = recommendations.flatMap((r) => {
    const provider = byId.get(r.pspProvider.id)
    return provider ? [{ provider, costCents: r.estimatedMonthlyCostCents }] : []
  })
  const savings = computeSavings({
    request,
    ctx,
    ranked,
    catalogue: providers,
    brandName: options.brandName ?? DEFAULT_BRAND_NAME,
  })
  return { recommendations, savings, assumptions: assumptionsFor(ctx) }
}

/** The API shape of a provider (headline online rate in dollars). */
export const summarise = (provider: Provider): Recommendation['pspProvider'] => ({
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
    cardMix: CARD_CATEGORIES.map((category) => {
      const entry = INTERCHANGE[category]
      const amex = category === 'amex' ? amexRateForTicket(ctx.averageTicketCents) : null
      return {
        category,
        label: entry.label,
        share: ctx.cardMix[category] / BPS,
        cardPresentRate: formatRate(amex ?? entry.cardPresent),
        cardNotPresentRate: formatRate(amex ?? entry.cardNotPresent),
      }
    }),
    averageTicket: toDollars(ctx.averageTicketCents),
    internationalShare: ctx.internationalShare,
    setupAmortisationMonths: SETUP_AMORTISATION_MONTHS,
    notes,
  }
}
