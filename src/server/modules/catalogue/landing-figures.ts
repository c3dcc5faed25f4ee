import type {
  CostRow,
  LandingFigures,
  ProviderListing,
  Scenario,
} from '@shared/catalogue/landing-figures.schemas'
import type { Provider } from '@shared/catalogue/provider.schemas'
import type { Industry } from '@shared/catalogue/taxonomy'
import { formatCount, formatUsdWhole } from '@shared/format'
import { CHANNEL_NOTES } from '@shared/pricing/channel'
import {
  headlineRate,
  PRICING_MODEL_LABELS,
  type PricedExample,
  priceExample,
} from '@shared/pricing/worked-example'

/**
 * Figures on the landing page, computed by the pricing engine from the active catalogue: each scenario's table
 * and spread count only the providers the engine ranks for that merchant (none that could not take it).
 */

/** Providers with published rate cards shown in the comparison table: flat, interchange-plus, subscription. */
const SHOWN = ['square', 'stripe', 'paypal', 'shopify-payments', 'helcim', 'dharma', 'stax']

const rowFor = (priced: PricedExample): CostRow => ({
  id: priced.provider.id,
  name: priced.provider.name,
  model: PRICING_MODEL_LABELS[priced.provider.pricingModel],
  monthlyCents: priced.monthlyCents,
  effectiveRate: priced.effectiveRate,
  sourceUrl: priced.provider.sourceUrl,
  asOf: priced.provider.asOf,
})

/** Plain code-unit comparison: stable on server and client, and cheap (no locale data). */
const byName = (a: { name: string }, b: { name: string }) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)

function scenario(
  providers: Provider[],
  id: string,
  label: string,
  industry: Industry,
  volume: number,
  count: number,
): Scenario {
  const all = priceExample(
    {
      businessType: 'established',
      industryType: industry,
      monthlyTransactions: count,
      totalMonthlyVolume: volume,
      features: [],
    },
    providers,
  ).map(rowFor)
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
          model: PRICING_MODEL_LABELS[p.pricingModel],
          headline: headlineRate(p),
          isEstimate: p.isEstimate,
          sourceUrl: p.sourceUrl,
          asOf: p.asOf,
        }),
      )
      .sort((a, b) => Number(a.isEstimate) - Number(b.isEstimate) || byName(a, b)),
  }
}
