import { rate, usd } from './helpers'
import { normalised } from './normalised'
import type { Eligibility, Provider, VolumePricing } from './provider.schemas'

/**
 * Eligibility, negotiated-volume terms and hardware prices for the original catalogue entries, kept apart
 * from their fee data. Restricted lists cite each provider's acceptable-use page.
 */
type Rules = Partial<
  Pick<
    Provider,
    'eligibility' | 'volumePricing' | 'hardwareCents' | 'idealMonthlyVolumeCents' | 'subscriptionAddOnPercent'
  >
>

const STRIPE_RESTRICTED = 'https://stripe.com/legal/restricted-businesses'
const PAYPAL_AUP = 'https://www.paypal.com/us/legalhub/acceptableuse-full'
const SQUARE_RESTRICTED = 'https://squareup.com/us/en/legal/general/ua'

const negotiated = (fromDollars: number, cp: number, cnp: number): VolumePricing => ({
  fromMonthlyVolumeCents: usd(fromDollars),
  cardPresent: rate(cp, 3),
  cardNotPresent: rate(cnp, 5),
  note: `a negotiated margin of about ${cnp}% online at your volume (estimate)`,
})

const HIGH_RISK_ISO: Eligibility = {
  acceptsRestricted: ['cbd', 'firearms', 'nutraceuticals', 'tobacco-vape', 'travel', 'other-high-risk'],
  highRisk: {
    cardPresent: rate(3.25, 25),
    cardNotPresent: rate(3.95, 25),
    monthlyFeeCents: usd(25),
    reservePercent: 10,
    sourceUrl: 'https://merchantone.com/high-risk-merchant-account/',
    asOf: '2026-11-01',
  },
}

export const RULES: Readonly<Record<string, Rules>> = {
  stripe: {
    eligibility: { restrictedSourceUrl: STRIPE_RESTRICTED },
    volumePricing: negotiated(1_000_000, 0.3, 0.4),
    hardwareCents: usd(249),
    // Stripe Billing: 0.7% of billing volume (stripe.com/billing/pricing).
    subscriptionAddOnPercent: 0.7,
  },
  paypal: { eligibility: { restrictedSourceUrl: PAYPAL_AUP }, hardwareCents: usd(29) },
  braintree: {
    eligibility: { restrictedSourceUrl: PAYPAL_AUP },
    volumePricing: negotiated(1_000_000, 0.3, 0.4),
  },
  square: {
    eligibility: {
      restrictedSourceUrl: SQUARE_RESTRICTED,
      bundledWith: ['square'],
      maxMonthlyVolumeCents: usd(1_000_000),
    },
    hardwareCents: usd(59),
  },
  'shopify-payments': {
    eligibility: {
      platformsOnly: ['shopify'],
      bundledWith: ['shopify-pos'],
      restrictedSourceUrl: 'https://www.shopify.com/legal/aup',
      sourceUrl: 'https://www.shopify.com/pricing',
    },
    hardwareCents: usd(49),
    // Shopify Payments serves stores of every size (Plus for the largest).
    idealMonthlyVolumeCents: { min: 0, max: null },
  },
  clover: { eligibility: { bundledWith: ['clover'] }, hardwareCents: usd(799) },
  'first-data': { eligibility: { bundledWith: ['clover'] }, volumePricing: negotiated(1_000_000, 0.12, 0.2) },
  'bank-of-america': {
    eligibility: {
      bankCustomersOnly: 'bank-of-america',
      bundledWith: ['clover'],
      sourceUrl: 'https://www.bankofamerica.com/smallbusiness/merchant-services/',
    },
  },
  'wells-fargo': {
    eligibility: {
      bankCustomersOnly: 'wells-fargo',
      bundledWith: ['clover'],
      sourceUrl: 'https://www.wellsfargo.com/biz/merchant/',
    },
  },
  chase: { volumePricing: negotiated(1_000_000, 0.12, 0.2) },
  'us-bank-elavon': { volumePricing: negotiated(1_000_000, 0.12, 0.2) },
  worldpay: {
    eligibility: { acceptsRestricted: ['travel', 'gambling'] },
    volumePricing: negotiated(1_000_000, 0.12, 0.2),
  },
  adyen: {
    eligibility: { acceptsRestricted: ['travel', 'gambling'], minMonthlyVolumeCents: usd(50_000) },
    volumePricing: negotiated(5_000_000, 0.2, 0.25),
  },
  helcim: { hardwareCents: usd(99) },
  // Stax publishes $99 up to $150k a year and $139 for $150–250k; above $250k a year it is "$199+, custom
  // quote", so its price there is unknown: left out with the max-volume reason rather than priced at the floor.
  stax: {
    eligibility: {
      maxMonthlyVolumeCents: Math.floor(usd(250_000) / 12),
      sourceUrl: 'https://staxpayments.com/pricing',
    },
  },
  'payment-depot': { eligibility: { maxMonthlyVolumeCents: usd(500_000) } },
  dharma: { eligibility: { maxMonthlyVolumeCents: usd(2_000_000) } },
  'national-processing': { eligibility: HIGH_RISK_ISO },
  'merchant-one': { eligibility: HIGH_RISK_ISO },
  // Chase sells WePay to software platforms that embed it for their users, not to a business directly.
  wepay: {
    eligibility: {
      marketplacePayouts: true,
      softwareOnly: {
        software: 'software platforms and marketplaces that embed it for their users',
        industries: ['marketplace'],
        sourceUrl: 'https://go.wepay.com',
      },
    },
  },
  bluesnap: { eligibility: { marketplacePayouts: true } },
  skrill: { eligibility: { acceptsRestricted: ['gambling', 'crypto'] } },
}

/**
 * General-purpose providers (those serving "other" businesses) also serve non-profits and schools; those
 * that pay out sellers serve marketplaces.
 */
const widenedIndustries = (provider: Provider, rules: Rules | undefined): Provider['supportedIndustries'] => {
  const out = [...provider.supportedIndustries]
  const add = (i: Provider['supportedIndustries'][number]) => {
    if (!out.includes(i)) out.push(i)
  }
  if (out.includes('other')) {
    add('nonprofit')
    add('education')
  }
  if (rules?.eligibility?.marketplacePayouts) add('marketplace')
  return out
}

/** Flat-rate providers that publish no cross-border fee: the typical 1.5% is assumed, and labelled. */
const UNPUBLISHED_CROSS_BORDER = new Set([
  'authorize-net',
  'bluesnap',
  'chase',
  'clover',
  'skrill',
  'wells-fargo',
  'wepay',
])
export const TYPICAL_CROSS_BORDER_PERCENT = 1.5

const crossBorder = (provider: Provider): Partial<Provider> =>
  UNPUBLISHED_CROSS_BORDER.has(provider.id)
    ? {
        internationalSurchargePercent: TYPICAL_CROSS_BORDER_PERCENT,
        figureSources: [
          ...provider.figureSources,
          {
            group: 'fees',
            url: provider.sourceUrl,
            asOf: provider.asOf,
            confidence: 'typical_terms',
            note: 'No cross-border fee is published: the typical 1.5% of flat-rate providers is assumed.',
          },
        ],
      }
    : {}

export const withRules = (provider: Provider): Provider => {
  const rules = RULES[provider.id]
  return normalised({
    ...provider,
    ...rules,
    ...crossBorder(provider),
    supportedIndustries: widenedIndustries(provider, rules),
  })
}
