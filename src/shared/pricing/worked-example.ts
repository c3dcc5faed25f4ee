import type { PricingModel, Provider } from '../catalogue/provider.schemas'
import { formatRate, formatUsdWhole } from '../format'
import { type EstimateRequestInput, EstimateRequestSchema } from './estimate.schemas'
import { rankProviders } from './rank'

/**
 * A merchant described in an article or a worked example, priced by the engine as an assessment would be:
 * only the providers the engine ranks for that merchant (its eligibility rules applied), with the engine's
 * monthly cost. An example never names a provider that could not take the business it describes.
 */
export type PricedExample = {
  provider: Provider
  monthlyCents: number
  /** Percent of card volume, 2 decimals. */
  effectiveRate: number
  /** The provider's published price in a few words. */
  headline: string
}

export const PRICING_MODEL_LABELS: Record<PricingModel, string> = {
  flat: 'Flat rate',
  interchange_plus: 'Interchange-plus',
  subscription: 'Subscription',
  tiered: 'Tiered',
  quote: 'Quote only',
}

/** Every provider the engine ranks for the merchant, cheapest first (ties by name). */
export function priceExample(
  merchant: EstimateRequestInput,
  providers: readonly Provider[],
  options: { publishedOnly?: boolean } = {},
): PricedExample[] {
  const request = EstimateRequestSchema.parse(merchant)
  const byId = new Map(providers.map((p) => [p.id, p]))
  const out: PricedExample[] = []
  for (const r of rankProviders(request, providers, { today: '' }).recommendations) {
    const provider = byId.get(r.pspProvider.id)
    if (!provider || (options.publishedOnly && provider.isEstimate)) continue
    out.push({
      provider,
      monthlyCents: r.estimatedMonthlyCostCents,
      effectiveRate: r.effectiveRate,
      headline: headlineRate(provider),
    })
  }
  return out.sort(
    (a, b) =>
      a.monthlyCents - b.monthlyCents ||
      (a.provider.name < b.provider.name ? -1 : a.provider.name > b.provider.name ? 1 : 0),
  )
}

/** The provider's published price in a few words: "2.6% + 15¢ in person · 2.9% + 30¢ online". */
export function headlineRate(p: Provider): string {
  if (p.isEstimate) return 'No public rate card: modelled on typical terms'
  if (p.pricingModel === 'subscription') {
    const fees = (p.subscriptionPlans ?? []).map((s) => s.monthlyFeeCents)
    const range =
      fees.length > 1
        ? `${formatUsdWhole(Math.min(...fees))}–${formatUsdWhole(Math.max(...fees))}`
        : formatUsdWhole(p.monthlyFeeCents)
    return `${range}/month + interchange + ${p.cardPresent?.fixedCents ?? p.cardNotPresent.fixedCents}¢`
  }
  if (p.rateBasis === 'markup_over_interchange')
    return `Interchange + ${formatRate(p.cardPresent ?? p.cardNotPresent)}`
  const online = `${formatRate(p.cardNotPresent)} online`
  return p.cardPresent ? `${formatRate(p.cardPresent)} in person · ${online}` : online
}
