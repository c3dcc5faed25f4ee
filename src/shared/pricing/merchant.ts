import type { BusinessBank, Industry, Platform, PosSoftware, RestrictedCategory } from '../catalogue/taxonomy'
import { BPS, channelSplitFor, channelSplitFromShares } from './channel'
import type { EstimateRequest } from './estimate.schemas'
import { HIGH_RISK_CHARGEBACK_RATE } from './parameters'

/**
 * What decides eligibility for this merchant, from the answers (or screened from the free-text industry).
 * Every default is named so that the assumptions can state it.
 */
export type MerchantProfile = {
  restrictedCategory: RestrictedCategory
  /** Where the category came from: the answer, the free-text description, or neither. */
  restrictedFrom: 'answer' | 'description' | 'default'
  platform: Platform | null
  posSoftware: PosSoftware | null
  bank: BusinessBank | null
  /** Expected chargebacks as a share of transactions (0.005 = 0.5%). */
  chargebackRate: number
  chargebackRateFrom: 'description' | 'industry'
  /** Whether in-person sales were priced at a fraction of the online chargeback rate (high-risk default). */
  chargebackByChannel: boolean
  level23: boolean
  achWilling: boolean
  charity: boolean
  trustAccounting: boolean
  /** The merchant's own description of the business ('' when none). */
  description: string
}

const TRUST_IN_TEXT = /\b(law firm|lawyers?|attorneys?|legal services|iolta|trust account\w*)\b/i

/** Free-text patterns per restricted category (whole words, case-insensitive). */
const SCREENS: readonly [RestrictedCategory, RegExp][] = [
  ['cbd', /\b(cbd|hemp|cannabis|marijuana|delta[- ]?8|kratom|thc)\b/i],
  ['firearms', /\b(firearms?|guns?|ammo|ammunition|ffl|gunsmith)\b/i],
  ['adult', /\b(adult (content|entertainment|toys?)|xxx|escort|porn\w*)\b/i],
  ['nutraceuticals', /\b(nutraceuticals?|supplements?|diet pills?|weight[- ]loss|keto pills?)\b/i],
  ['gambling', /\b(gambling|casino|betting|sportsbook|sweepstakes|lottery|fantasy sports)\b/i],
  ['travel', /\b(travel|airlines?|cruises?|tour operator|vacation packages?|ticket(ing)? resale)\b/i],
  ['crypto', /\b(crypto\w*|bitcoin|nfts?)\b/i],
  ['tobacco-vape', /\b(vapes?|vaping|e-?cig\w*|tobacco|cigars?|hookah|smoke shop)\b/i],
  [
    'other-high-risk',
    /\b(high[- ]risk|debt collection|credit repair|tech support|telemarketing|online dating|pawn)\b/i,
  ],
]

const CHARGEBACK_IN_TEXT = /charge-?backs?\D{0,24}?(\d{1,2}(?:\.\d+)?)\s*%/i

/**
 * Typical chargeback rates (share of transactions) by industry and for high-risk products. Third-party
 * benchmarks (chargebacks911.com/chargeback-stats, read 2026-11-01); card networks flag merchants at 0.9–1%.
 */
export const CHARGEBACK_RATE_BY_INDUSTRY: Readonly<Record<Industry, number>> = {
  ecommerce: 0.005,
  saas: 0.004,
  marketplace: 0.006,
  professional: 0.002,
  restaurant: 0.0005,
  retail: 0.001,
  healthcare: 0.001,
  nonprofit: 0.001,
  education: 0.002,
  other: 0.002,
}
/**
 * In-person (card-present) sales are assumed to draw this fraction of the online high-risk chargeback rate: chip
 * cards leave counterfeit fraud with the issuer, and the customer was at the counter. An assumption, not a
 * published ratio (the research found none); the industry rates above are already blended across channels.
 */
export const IN_PERSON_CHARGEBACK_FACTOR = 0.25
export const CHARGEBACK_SOURCE = 'https://chargebacks911.com/chargeback-stats/'

/** The high-risk rate online and keyed, a fraction of it in person, blended by the merchant's channel split. */
function highRiskRate(request: EstimateRequest): number {
  const split = request.assessmentData?.channelSplit
  const inPerson =
    (split ? channelSplitFromShares(split) : channelSplitFor(request.industryType)).cardPresent / BPS
  return HIGH_RISK_CHARGEBACK_RATE * (1 - inPerson + inPerson * IN_PERSON_CHARGEBACK_FACTOR)
}

/** The restricted category a free-text description names, or null. */
export const screenDescription = (text: string | undefined): RestrictedCategory | null => {
  if (!text) return null
  for (const [category, pattern] of SCREENS) if (pattern.test(text)) return category
  return null
}

export const merchantProfile = (request: EstimateRequest): MerchantProfile => {
  const data = request.assessmentData
  const answered = data?.restrictedCategory
  const screened = screenDescription(data?.industryOther)
  let restrictedCategory: RestrictedCategory = 'none'
  let restrictedFrom: MerchantProfile['restrictedFrom'] = 'default'
  if (answered && answered !== 'none') {
    restrictedCategory = answered
    restrictedFrom = 'answer'
  } else if (screened) {
    restrictedCategory = screened
    restrictedFrom = 'description'
  } else if (answered === 'none') restrictedFrom = 'answer'
  const stated = data?.industryOther ? CHARGEBACK_IN_TEXT.exec(data.industryOther) : null
  const statedRate = stated ? Number(stated[1]) / 100 : null
  const statedOk = statedRate !== null && statedRate <= 0.5
  const chargebackByChannel = !statedOk && restrictedCategory !== 'none'
  const chargebackRate = statedOk
    ? (statedRate as number)
    : chargebackByChannel
      ? highRiskRate(request)
      : CHARGEBACK_RATE_BY_INDUSTRY[request.industryType]
  return {
    restrictedCategory,
    restrictedFrom,
    platform: data?.platform ?? null,
    posSoftware: data?.posSoftware ?? null,
    bank: data?.businessBank ?? null,
    chargebackRate,
    chargebackRateFrom: statedOk ? 'description' : 'industry',
    chargebackByChannel,
    level23: data?.level23 ?? false,
    achWilling: data?.achWilling ?? false,
    charity: request.industryType === 'nonprofit',
    trustAccounting:
      data?.trustAccounting ?? (data?.industryOther ? TRUST_IN_TEXT.test(data.industryOther) : false),
    description: data?.industryOther ?? '',
  }
}
