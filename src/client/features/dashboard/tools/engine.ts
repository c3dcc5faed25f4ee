import type { PspProviderDto } from '@shared/catalogue/catalogue.schemas'
import type { Provider } from '@shared/catalogue/provider.schemas'
import { resolveProviderId } from '@shared/catalogue/provider-names'
import { PROVIDERS } from '@shared/catalogue/providers'
import type { BusinessType, Industry, PriorityId } from '@shared/catalogue/taxonomy'
import { buildContext, type PricingContext } from '@shared/pricing/context'
import { estimateProviderCost } from '@shared/pricing/cost'
import type { EstimateRequest } from '@shared/pricing/estimate.schemas'

/**
 * The dashboard tools' one door to the pricing engine: every tool prices through these functions, so a
 * change of the engine's API is handled here alone.
 */

export { formatPercent, formatUsd, formatUsdWhole } from '@shared/pricing/money'
export type { Provider }

/** The merchant the tools price: the figures of the user's latest report. */
export type Merchant = {
  industry: Industry
  businessType: BusinessType
  transactions: number
  volumeCents: number
  priorities: PriorityId[]
}

/**
 * The sourced catalogue with the headline fees as the server lists them now (an administrator's edit shows
 * at once); providers the server does not list (inactive) are left out.
 */
export function catalogueFromLive(live: readonly PspProviderDto[]): Provider[] {
  const byId = new Map(PROVIDERS.map((p) => [p.id, p]))
  return live.flatMap((dto) => {
    const base = byId.get(dto.id)
    if (!base) return []
    return [
      {
        ...base,
        name: dto.name,
        description: dto.description,
        cardNotPresent: {
          percent: dto.transactionFeePercent,
          fixedCents: Math.round(dto.transactionFeeFixed * 100),
        },
        monthlyFeeCents: Math.round(dto.monthlyFee * 100),
        setupFeeCents: Math.round(dto.setupFee * 100),
        features: dto.features,
        sourceUrl: dto.sourceUrl,
        asOf: dto.asOf,
      },
    ]
  })
}

const contexts = new Map<string, PricingContext>()

/** The engine's context for the merchant at another monthly volume (same average ticket and mix). */
function contextFor(m: Merchant, volumeCents: number): PricingContext {
  const averageCents = m.volumeCents / Math.max(1, m.transactions)
  const transactions = Math.max(1, Math.round(volumeCents / Math.max(1, averageCents)))
  const key = `${m.industry}|${m.businessType}|${m.priorities.join(',')}|${transactions}|${volumeCents}`
  const cached = contexts.get(key)
  if (cached) return cached
  const request: EstimateRequest = {
    businessType: m.businessType,
    industryType: m.industry,
    monthlyTransactions: transactions,
    totalMonthlyVolume: Math.round(volumeCents) / 100,
    features: m.priorities,
  }
  const ctx = buildContext(request)
  if (contexts.size > 2000) contexts.clear()
  contexts.set(key, ctx)
  return ctx
}

/** Monthly cost in cents of one provider for the merchant, at `volumeCents` (default: today's volume). */
export const monthlyCostCents = (provider: Provider, m: Merchant, volumeCents = m.volumeCents): number =>
  estimateProviderCost(provider, contextFor(m, Math.round(volumeCents))).totalCents

/** The cost lines of one provider at today's volume. */
export const costBreakdown = (provider: Provider, m: Merchant) =>
  estimateProviderCost(provider, contextFor(m, m.volumeCents)).breakdown

/** The catalogue id of a provider name the user gave (case-insensitive partial match), or null. */
export const currentProviderId = (name: string | null | undefined, providers: readonly Provider[]) =>
  resolveProviderId(name, providers)

/** A provider's headline online rate as people read it: '2.9% + $0.30', or '… over interchange' for a margin. */
export const headlineRate = (p: Provider): string =>
  `${p.cardNotPresent.percent}% + $${(p.cardNotPresent.fixedCents / 100).toFixed(2)}${p.rateBasis === 'markup_over_interchange' ? ' over interchange' : ''}`
