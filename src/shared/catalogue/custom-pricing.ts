import { usd } from './helpers'

/**
 * Custom pricing a provider publishes for larger merchants who ask: the threshold from which it is offered and
 * the page that says so. Providers not listed negotiate from `NEGOTIATION_FROM_MONTHLY_CENTS` (quote-based
 * merchant services price every account individually).
 */
export type CustomPricingOffer = {
  /** Annual card sales from which the provider offers custom pricing (cents). */
  fromAnnualVolumeCents: number
  summary: string
  sourceUrl: string
  asOf: string
}

export const CUSTOM_PRICING: Readonly<Record<string, CustomPricingOffer>> = {
  square: {
    fromAnnualVolumeCents: usd(250_000),
    summary: 'Square offers custom pricing to businesses with more than $250,000 a year in card sales',
    sourceUrl: 'https://squareup.com/us/en/pricing',
    asOf: '2026-09-20',
  },
  toast: {
    fromAnnualVolumeCents: 0,
    summary: 'Toast quotes its processing rates restaurant by restaurant',
    sourceUrl: 'https://pos.toasttab.com/pricing',
    asOf: '2026-09-20',
  },
  clover: {
    fromAnnualVolumeCents: 0,
    summary:
      'Clover’s rates are set by the bank or reseller that sold it, and resellers offer interchange-plus',
    sourceUrl: 'https://www.clover.com/pricing',
    asOf: '2026-09-20',
  },
}

/**
 * Monthly card volume from which asking the current provider for better pricing usually works when it
 * publishes no threshold of its own: merchant-services sales teams quote interchange-plus from about here.
 */
export const NEGOTIATION_FROM_MONTHLY_CENTS = usd(50_000)

/** Whether the current provider negotiates at this monthly volume, and on whose word. */
export const customPricingAt = (
  providerId: string | null,
  monthlyVolumeCents: number,
): { offered: boolean; offer: CustomPricingOffer | null } => {
  const offer = providerId ? (CUSTOM_PRICING[providerId] ?? null) : null
  if (offer) return { offered: monthlyVolumeCents * 12 >= offer.fromAnnualVolumeCents, offer }
  return { offered: monthlyVolumeCents >= NEGOTIATION_FROM_MONTHLY_CENTS, offer: null }
}
