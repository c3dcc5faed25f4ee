import type {
  CostRow,
  LandingFigures,
  ProviderListing,
  Scenario,
} from '@shared/catalogue/landing-figures.schemas'
import type { PricingModel, Provider } from '@shared/catalogue/provider.schemas'
import type { Industry } from '@shared/catalogue/taxonomy'
import { CHANNEL_NOTES } from '@shared/pricing/channel'
import { buildContext, type PricingContext } from '@shared/pricing/context'
import { estimateProviderCost } from '@shared/pricing/cost'
import type { EstimateRequest } from '@shared/pricing/estimate.schemas'
import { formatCount, formatRate, formatUsdWhole } from '@shared/pricing/money'

/** Figures on the landing page, computed by the pricing engine from the active catalogue. */

const MODEL_LABEL: Record<PricingModel, string> = {
  flat: 'Flat rate',
  interchange_plus: 'Interchange-plus',
  subscription: 'Subscription',
  tiered: 'Tiered',
  quote: 'Quote only',
}

/** Providers with published rate cards shown in the comparison table: flat, interchange-plus, subscription. */
const SHOWN = ['square', 'stripe', 'paypal', 'shopify-payments', 'helcim', 'dharma', 'stax']

const rowFor = (provider: Provider, ctx: PricingContext): CostRow => {
  const cost = estimateProviderCost(provider, ctx)
  const volumeCents = ctx.volumeCents
  return {
    id: provider.id,
    name: provider.name,
    model: MODEL_LABEL[provider.pricingModel],
    monthlyCents: cost.totalCents,
    effectiveRate: Math.round((cost.totalCents / volumeCents) * 10_000) / 100,
    sourceUrl: provider.sourceUrl,
    asOf: provider.asOf,
  }
}

/** Plain code-unit comparison: stable on server and client, and cheap (no locale data). */
const byName = (a: { name: string }, b: { name: string }) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)
const byCost = (a: CostRow, b: CostRow) => a.monthlyCents - b.monthlyCents || byName(a, b)

function scenario(
  providers: Provider[],
  id: string,
  label: string,
  industry: Industry,
  volume: number,
  count: number,
): Scenario {
  const request: EstimateRequest = {
    businessType: 'established',
    industryType: industry,
    monthlyTransactions: count,
    totalMonthlyVolume: volume,
    features: [],
  }
  const ctx = buildContext(request)
  const all = providers.map((p) => rowFor(p, ctx)).sort(byCost)
  const cheapest = all[0] as CostRow
  const dearest = all[all.length - 1] as CostRow
  const ticket = formatUsdWhole(Math.round((volume * 100) / count))
  return {
    id,
    label,
    summary: `${formatUsdWhole(volume * 100)} a month in ${formatCount(count)} card payments (average ${ticket})`,
    channelNote: CHANNEL_NOTES[industry],
    rows: all.filter((r) => SHOWN.includes(r.id)),
    providerCount: all.length,
    cheapest,
    dearest,
    spreadPercent: Math.floor((1 - cheapest.monthlyCents / dearest.monthlyCents) * 100),
  }
}

function headlineRate(p: Provider): string {
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

/** The fee table's scenarios and every provider the engine compares, with its headline rate and source. */
export function landingFigures(providers: Provider[]): LandingFigures {
  return {
    scenarios: [
      scenario(providers, 'shop', 'Shop, mostly in person', 'retail', 25_000, 500),
      scenario(providers, 'online', 'Online store', 'ecommerce', 25_000, 400),
    ],
    providers: providers
      .map(
        (p): ProviderListing => ({
          id: p.id,
          name: p.name,
          model: MODEL_LABEL[p.pricingModel],
          headline: headlineRate(p),
          isEstimate: p.isEstimate,
          sourceUrl: p.sourceUrl,
          asOf: p.asOf,
        }),
      )
      .sort((a, b) => Number(a.isEstimate) - Number(b.isEstimate) || byName(a, b)),
  }
}
