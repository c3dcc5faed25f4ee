import {
  BUSINESS_BANKS,
  INDUSTRIES,
  INTEGRATION_IDS,
  PLATFORMS,
  POS_SOFTWARE,
  PRIORITY_IDS,
  RESTRICTED_CATEGORIES,
} from '../../catalogue/taxonomy'
import { type EstimateRequest, EstimateRequestSchema } from '../estimate.schemas'

/**
 * Seeded-random merchants for the engine benchmark and the ranking's golden test: the same seed always gives
 * the same requests. `typical` answers what most merchants answer; `wide` also gives the rarer answers
 * (locations, card mix, software, contract end, free-text description…) so that every branch is exercised.
 */

/** mulberry32: small deterministic PRNG. */
export function prng(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

export type RequestMix = 'typical' | 'wide'

const BUSINESS = ['startup', 'established', 'enterprise'] as const
const CURRENT = [undefined, 'Stripe', 'Square', 'PayPal', 'none', 'Other', 'Chase Paymentech', 'Local Bank']
const DESCRIPTIONS = [
  'CBD oils and tinctures',
  'Law firm, chargebacks around 0.3%',
  'Dog grooming salon',
  'Sports betting tips',
  'Vape shop with chargebacks of 2%',
]
const CONTRACT_ENDS = ['2025-06-30', '2026-11-25', '2027-03-31', '2028-01-15']

export function randomRequests(count: number, seed: number, mix: RequestMix = 'typical'): EstimateRequest[] {
  const random = prng(seed)
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T
  const one = (): EstimateRequest => {
    const businessType = pick(BUSINESS)
    const transactions = Math.max(1, Math.round(10 ** (1 + random() * 4)))
    const ticket = 5 + random() * 495
    const features = [...PRIORITY_IDS].sort(() => random() - 0.5).slice(0, Math.floor(random() * 7))
    const industryType = pick(INDUSTRIES)
    const currentProvider = pick(CURRENT)
    const typical = {
      internationalShare: random() < 0.3 ? Math.round(random() * 100) / 100 : undefined,
      lastMonthFees: random() < 0.2 ? Math.round(transactions * ticket * 3) / 100 : undefined,
      integrations: random() < 0.5 ? ['api-integration', 'accounting-software'] : undefined,
      platform: random() < 0.3 ? pick(PLATFORMS) : undefined,
      restrictedCategory: random() < 0.05 ? pick(RESTRICTED_CATEGORIES) : undefined,
      businessBank: random() < 0.5 ? pick(BUSINESS_BANKS) : undefined,
      channelSplit: random() < 0.3 ? { cardPresent: 0.5, online: 0.3, keyed: 0.2 } : undefined,
      achWilling: businessType !== 'startup' && random() < 0.2 ? true : undefined,
    }
    return EstimateRequestSchema.parse({
      businessType,
      industryType,
      monthlyTransactions: transactions,
      totalMonthlyVolume: Math.round(transactions * ticket * 100) / 100,
      currentProvider,
      features,
      assessmentData:
        mix === 'typical' ? typical : { ...typical, ...definedOnly(rarerAnswers(random, pick)) },
    })
  }
  return Array.from({ length: count }, one)
}

function definedOnly(answers: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(answers)) if (value !== undefined) out[key] = value
  return out
}

function rarerAnswers(random: () => number, pick: <T>(items: readonly T[]) => T) {
  const debit = Math.round(random() * 40) / 100
  const premium = Math.round(random() * 20) / 100
  const commercial = Math.round(random() * 20) / 100
  return {
    locations: random() < 0.3 ? 1 + Math.floor(random() * 12) : undefined,
    cardMix:
      random() < 0.2
        ? {
            debit,
            premium,
            commercial,
            consumerCredit: Math.round((1 - debit - premium - commercial) * 100) / 100,
          }
        : undefined,
    posSoftware: random() < 0.2 ? pick(POS_SOFTWARE) : undefined,
    level23: random() < 0.15 ? true : undefined,
    trustAccounting: random() < 0.05 ? true : undefined,
    industryOther: random() < 0.1 ? pick(DESCRIPTIONS) : undefined,
    contractEndDate: random() < 0.2 ? pick(CONTRACT_ENDS) : undefined,
    integrations: random() < 0.5 ? INTEGRATION_IDS.filter(() => random() < 0.4) : undefined,
    channelSplit:
      random() < 0.3
        ? { cardPresent: 1, online: 0, keyed: 0 }
        : random() < 0.3
          ? undefined
          : { cardPresent: 0.1, online: 0.85, keyed: 0.05 },
    achWilling: random() < 0.2 ? true : undefined,
  }
}
