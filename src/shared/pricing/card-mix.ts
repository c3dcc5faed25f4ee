import type { Industry } from '../catalogue/taxonomy'

/**
 * Card-mix interchange model: US Visa/Mastercard/Amex interchange by card category and channel,
 * network (card-brand) fees, and the default mix of cards by industry and average ticket.
 * Sources: Visa and Mastercard category tables as transcribed by trxservices.com, Dharma Merchant
 * Services and Helcim; Regulation II (federalreserve.gov); Amex OptBlue tables via brightrpayments.com.
 */

export const CARD_CATEGORIES = [
  'regulatedDebit',
  'unregulatedDebit',
  'consumerCredit',
  'rewardsCredit',
  'premiumCredit',
  'businessCard',
  'amex',
] as const
export type CardCategory = (typeof CARD_CATEGORIES)[number]

/** Percent + cents; cents may be fractional (network fees such as 1.95¢). */
export type CostRate = { percent: number; fixedCents: number }

export type InterchangeEntry = {
  label: string
  cardPresent: CostRate
  cardNotPresent: CostRate
  network: CostRate
  /** Extra network percent on card-not-present transactions (Amex OptBlue CNP surcharge). */
  networkCardNotPresentExtraPercent: number
  source: string
}

export const INTERCHANGE: Readonly<Record<CardCategory, InterchangeEntry>> = {
  regulatedDebit: {
    label: 'Regulated debit (large banks, Durbin cap)',
    cardPresent: { percent: 0.05, fixedCents: 22 },
    cardNotPresent: { percent: 0.05, fixedCents: 22 },
    network: { percent: 0.14, fixedCents: 2 },
    networkCardNotPresentExtraPercent: 0,
    source: 'Regulation II: 21¢ + 0.05% + 1¢ fraud adjustment (federalreserve.gov)',
  },
  unregulatedDebit: {
    label: 'Unregulated debit (small banks, credit unions)',
    cardPresent: { percent: 0.8, fixedCents: 15 },
    cardNotPresent: { percent: 1.65, fixedCents: 15 },
    network: { percent: 0.14, fixedCents: 2 },
    networkCardNotPresentExtraPercent: 0,
    source: 'Visa CPS/Retail debit 0.80% + 15¢; CPS/E-commerce debit 1.60–1.65% + 15¢',
  },
  consumerCredit: {
    label: 'Consumer credit (standard)',
    cardPresent: { percent: 1.51, fixedCents: 10 },
    cardNotPresent: { percent: 1.8, fixedCents: 10 },
    network: { percent: 0.15, fixedCents: 2 },
    networkCardNotPresentExtraPercent: 0,
    source: 'Visa CPS/Retail 1.51% + 10¢; CPS/E-commerce basic and key-entered 1.80% + 10¢',
  },
  rewardsCredit: {
    label: 'Rewards credit',
    cardPresent: { percent: 1.65, fixedCents: 10 },
    cardNotPresent: { percent: 1.95, fixedCents: 10 },
    network: { percent: 0.15, fixedCents: 2 },
    networkCardNotPresentExtraPercent: 0,
    source: 'Visa CPS Rewards 1 1.65% + 10¢; CPS Rewards 2 1.95% + 10¢',
  },
  premiumCredit: {
    label: 'Premium rewards credit (Signature Preferred, World Elite)',
    cardPresent: { percent: 2.1, fixedCents: 10 },
    cardNotPresent: { percent: 2.5, fixedCents: 10 },
    network: { percent: 0.15, fixedCents: 2 },
    networkCardNotPresentExtraPercent: 0,
    source: 'Visa Signature Preferred retail 2.10% + 10¢; Mastercard World Elite Merit I 2.50% + 10¢',
  },
  businessCard: {
    label: 'Business and corporate cards',
    cardPresent: { percent: 2.5, fixedCents: 10 },
    cardNotPresent: { percent: 2.7, fixedCents: 10 },
    network: { percent: 0.15, fixedCents: 2 },
    networkCardNotPresentExtraPercent: 0,
    source:
      'Visa business credit retail about 2.50% + 10¢ (Helcim table); card-not-present +0.20 points (derived)',
  },
  amex: {
    label: 'American Express (OptBlue)',
    cardPresent: { percent: 1.95, fixedCents: 10 },
    cardNotPresent: { percent: 1.95, fixedCents: 10 },
    network: { percent: 0.15, fixedCents: 0 },
    networkCardNotPresentExtraPercent: 0.3,
    source:
      'Amex OptBlue retail 1.60% (ticket under $75), 1.95%, 2.40% (over $400) + 10¢; assessments 0.15%, +0.30% CNP',
  },
}

/** Amex OptBlue base rate by average ticket (retail table). */
const AMEX_SMALL_TICKET: CostRate = { percent: 1.6, fixedCents: 10 }
const AMEX_STANDARD: CostRate = { percent: 1.95, fixedCents: 10 }
const AMEX_LARGE_TICKET: CostRate = { percent: 2.4, fixedCents: 10 }
export const amexRateForTicket = (averageTicketCents: number): CostRate => {
  if (averageTicketCents < 7_500) return AMEX_SMALL_TICKET
  if (averageTicketCents < 40_000) return AMEX_STANDARD
  return AMEX_LARGE_TICKET
}

/** Extra cost of cards issued abroad on interchange-priced accounts: Visa ISA ~1.0% plus higher interchange. */
export const INTERNATIONAL_INTERCHANGE_UPLIFT_PERCENT = 1.2

/** Default share of card volume by category (basis points of 10,000) by industry. */
export const CARD_MIX_BY_INDUSTRY: Readonly<Record<Industry, Record<CardCategory, number>>> = {
  retail: mix(2500, 700, 1800, 2200, 1200, 600, 1000),
  other: mix(2500, 700, 1800, 2200, 1200, 600, 1000),
  restaurant: mix(3000, 800, 1700, 2000, 1100, 400, 1000),
  ecommerce: mix(2200, 600, 1800, 2300, 1400, 500, 1200),
  saas: mix(1200, 300, 1500, 2200, 1500, 2000, 1300),
  professional: mix(1500, 500, 1500, 2000, 1300, 1800, 1400),
  healthcare: mix(3200, 1000, 1700, 1800, 900, 400, 1000),
  marketplace: mix(2200, 600, 1800, 2300, 1400, 500, 1200),
  nonprofit: mix(2400, 700, 2000, 2200, 1300, 400, 1000),
  education: mix(2600, 800, 1900, 2100, 1100, 500, 1000),
}

/**
 * Charity interchange for registered non-profits: Visa CPS/Charity and Mastercard Charity programmes, about
 * 1.35–1.55% + 5–10¢ on consumer credit (modelled 1.40% + 5¢). Applies only when the merchant is a non-profit.
 */
export const CHARITY_CREDIT: CostRate = { percent: 1.4, fixedCents: 5 }
export const CHARITY_SOURCE =
  'Visa CPS/Charity and Mastercard Charity interchange via Helcim interchange tables (helcim.com), read 2026-11-01'

/**
 * Business cards with Level 2/3 data (tax amount, PO number, line items): Visa Commercial Level 2 and
 * Mastercard Large Ticket/Level 3 bring card-not-present business interchange from about 2.70% to about 2.05%.
 */
export const LEVEL_23_BUSINESS: CostRate = { percent: 2.05, fixedCents: 10 }

/** The merchant's own card mix (fractions of 1) spread over the model's categories, in basis points. */
export const cardMixFromInput = (input: {
  debit: number
  consumerCredit: number
  premium: number
  commercial: number
}): Record<CardCategory, number> => {
  const debit = Math.round(input.debit * 10_000)
  const credit = Math.round(input.consumerCredit * 10_000)
  const premium = Math.round(input.premium * 10_000)
  const regulatedDebit = Math.round(debit * 0.78)
  const consumerCredit = Math.round(credit * 0.4)
  const rewardsCredit = Math.round(credit * 0.45)
  const out = {
    regulatedDebit,
    unregulatedDebit: debit - regulatedDebit,
    consumerCredit,
    rewardsCredit,
    premiumCredit: premium,
    businessCard: 0,
    amex: credit - consumerCredit - rewardsCredit,
  }
  out.businessCard = 10_000 - debit - credit - premium
  return out
}

export type MixOptions = { charity: boolean; level23: boolean }
const NO_OPTIONS: MixOptions = { charity: false, level23: false }

const CHARITY_CATEGORIES: ReadonlySet<CardCategory> = new Set([
  'consumerCredit',
  'rewardsCredit',
  'premiumCredit',
])

const interchangeFor = (
  category: CardCategory,
  channel: 'cardPresent' | 'cardNotPresent',
  averageTicketCents: number,
  options: MixOptions,
): CostRate => {
  if (category === 'amex') return amexRateForTicket(averageTicketCents)
  if (options.charity && CHARITY_CATEGORIES.has(category)) return CHARITY_CREDIT
  if (options.level23 && category === 'businessCard' && channel === 'cardNotPresent') return LEVEL_23_BUSINESS
  return INTERCHANGE[category][channel]
}

function mix(...bps: number[]): Record<CardCategory, number> {
  const out = {} as Record<CardCategory, number>
  CARD_CATEGORIES.forEach((c, i) => {
    out[c] = bps[i] ?? 0
  })
  return out
}

/** Tickets of $150 or more shift a third of debit volume to premium and business cards. */
export const LARGE_TICKET_CENTS = 15_000
/** Tickets under $15 shift half of premium-card volume to regulated debit. */
export const SMALL_TICKET_CENTS = 1_500

/** Default mix for an industry tilted by average ticket; shares always sum to 10,000. */
export const cardMixFor = (industry: Industry, averageTicketCents: number): Record<CardCategory, number> => {
  const shares = { ...CARD_MIX_BY_INDUSTRY[industry] }
  if (averageTicketCents >= LARGE_TICKET_CENTS) {
    const moved = Math.floor(shares.regulatedDebit / 3) + Math.floor(shares.unregulatedDebit / 3)
    shares.regulatedDebit -= Math.floor(shares.regulatedDebit / 3)
    shares.unregulatedDebit -= Math.floor(shares.unregulatedDebit / 3)
    shares.premiumCredit += Math.floor(moved / 2)
    shares.businessCard += moved - Math.floor(moved / 2)
  } else if (averageTicketCents < SMALL_TICKET_CENTS) {
    const moved = Math.floor(shares.premiumCredit / 2)
    shares.premiumCredit -= moved
    shares.regulatedDebit += moved
  }
  return shares
}

/** Blended per-transaction cost of a mix in one channel. Fixed parts are cents per transaction. */
export type BlendedCost = { interchange: CostRate; network: CostRate }

export const blendMix = (
  shares: Record<CardCategory, number>,
  channel: 'cardPresent' | 'cardNotPresent',
  averageTicketCents: number,
  options: MixOptions = NO_OPTIONS,
): BlendedCost => {
  let icPct = 0
  let icFixed = 0
  let netPct = 0
  let netFixed = 0
  for (const category of CARD_CATEGORIES) {
    const share = shares[category] / 10_000
    if (share === 0) continue
    const entry = INTERCHANGE[category]
    const ic = interchangeFor(category, channel, averageTicketCents, options)
    icPct += share * ic.percent
    icFixed += share * ic.fixedCents
    const extra = channel === 'cardNotPresent' ? entry.networkCardNotPresentExtraPercent : 0
    netPct += share * (entry.network.percent + extra)
    netFixed += share * entry.network.fixedCents
  }
  return {
    interchange: { percent: icPct, fixedCents: icFixed },
    network: { percent: netPct, fixedCents: netFixed },
  }
}
