import { fitScores, READ_DATE, rate, usd } from './helpers'
import type { FigureSource, OtherFees, Provider, TieredRates } from './provider.schemas'

/**
 * Typical terms used to model providers that publish no rate card (pricing model `quote`).
 * They follow what bank and ISO merchant accounts usually charge according to public fee guides;
 * every provider built from them is flagged `isEstimate: true`.
 */

/** Typical interchange-plus margin quoted by bank/ISO merchant accounts to small merchants. */
export const TYPICAL_ISO_MARKUP = {
  cardPresent: rate(0.5, 10),
  cardNotPresent: rate(0.6, 15),
} as const

/** Recurring account fees commonly found on bank/ISO statements. */
export const TYPICAL_ISO_FEES: OtherFees = {
  chargebackCents: usd(25),
  pciMonthlyCents: usd(9.95),
  statementMonthlyCents: usd(10),
  gatewayMonthlyCents: usd(10),
  batchCents: 25,
  monthlyMinimumCents: usd(25),
  earlyTerminationCents: usd(495),
}

/** Tiered buckets from a published bank schedule (Chase Paymentech "Chase Checkout", archived page). */
export const TYPICAL_TIERED_RATES: TieredRates = {
  qualified: rate(1.99, 25),
  midQualified: rate(2.68, 25),
  nonQualified: rate(3.76, 25),
}

export const TYPICAL_TERMS_SOURCES: FigureSource[] = [
  {
    group: 'rates',
    url: 'https://www.helcim.com/pages/hcm-pub-pages-pricing-costplus-table.php',
    asOf: READ_DATE,
    confidence: 'typical_terms',
    note: 'Margin modelled above transparent published margins (Helcim 0.40%+8¢ / 0.50%+25¢, Dharma 0.25%+10¢).',
  },
  {
    group: 'fees',
    url: 'https://www.paysimple.com/pricing',
    asOf: '2023-05-26',
    confidence: 'typical_terms',
    note: 'Typical ISO account fees: PCI $5.95–$10/month, batch $0.10–$0.75, $25 monthly minimum, chargebacks $20–$30.',
  },
  {
    group: 'contract',
    url: 'https://www.merchantmaverick.com/?p=2254',
    asOf: READ_DATE,
    confidence: 'typical_terms',
    note: 'ISO contracts often run 36 months, auto-renew, with a $295–$495 early-termination fee.',
  },
]

type QuoteProviderInput = Pick<
  Provider,
  'id' | 'name' | 'description' | 'website' | 'bestFor' | 'pros' | 'cons' | 'features' | 'integrations'
> &
  Partial<Omit<Provider, 'id' | 'name' | 'description' | 'website'>>

/** A quote-only bank/ISO provider modelled on typical interchange-plus terms. */
export const quoteProvider = (input: QuoteProviderInput): Provider => ({
  pricingModel: 'quote',
  costModel: 'interchange_plus',
  rateBasis: 'markup_over_interchange',
  cardPresent: TYPICAL_ISO_MARKUP.cardPresent,
  cardNotPresent: TYPICAL_ISO_MARKUP.cardNotPresent,
  keyed: TYPICAL_ISO_MARKUP.cardNotPresent,
  internationalSurchargePercent: 0,
  currencyConversionPercent: null,
  monthlyFeeCents: 0,
  setupFeeCents: 0,
  otherFees: TYPICAL_ISO_FEES,
  contract: {
    termMonths: 36,
    autoRenews: true,
    summary:
      'Quote-based merchant agreement; typically 36 months with an early-termination fee. Ask in writing.',
  },
  payout: { businessDays: 1, summary: 'Next business day is typical; ask for the funding schedule.' },
  priorityFit: fitScores(0.3, 0.5, 0.5, 0.4, 0.6),
  supportedIndustries: ['retail', 'restaurant', 'professional', 'healthcare', 'ecommerce', 'saas', 'other'],
  idealMonthlyVolumeCents: { min: usd(10_000), max: null },
  isActive: true,
  isEstimate: true,
  sourceUrl: input.website,
  asOf: READ_DATE,
  figureSources: TYPICAL_TERMS_SOURCES,
  ...input,
})
