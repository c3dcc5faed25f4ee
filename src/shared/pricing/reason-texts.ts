import type { Provider, Rate } from '../catalogue/provider.schemas'
import {
  INDUSTRIES,
  INDUSTRY_LABELS,
  type Industry,
  RATED_PRIORITIES,
  type RatedPriority,
} from '../catalogue/taxonomy'
import { formatUsdWhole } from '../format'
import { type EntryReasons, entryCache, rateCache } from './entry-cache'
import { rateText } from './entry-texts'

/**
 * The parts of the reasons that do not depend on the merchant's figures: sentences per priority and rank or
 * per industry, written once, and sentences per catalogue entry or rate, written the first time they are
 * needed and kept in the entry's or rate's cache record (`entry-cache.ts`).
 */

const ORDINALS = ['top', 'second', 'third', 'fourth', 'fifth', 'sixth']

/** One sentence per priority rank, from "your top priority", "your second priority"… */
const byRank = (sentence: (yours: string) => string): readonly string[] =>
  ORDINALS.map((ordinal) => sentence(`your ${ordinal} priority`))
const perPriority = (
  sentence: (text: string, yours: string) => string,
  texts: Record<RatedPriority, string>,
) =>
  Object.fromEntries(
    RATED_PRIORITIES.map((p) => [p, byRank((yours) => sentence(texts[p], yours))]),
  ) as Record<RatedPriority, readonly string[]>

const STRENGTH: Record<RatedPriority, string> = {
  recurring: 'Built-in subscription billing',
  'easy-setup': 'Quick self-serve sign-up',
  'mobile-friendly': 'Mobile card readers and apps',
  international: 'Broad international card and currency support',
  support: 'Strong customer support',
}
const WEAKNESS: Record<RatedPriority, string> = {
  recurring: 'Recurring billing is limited',
  'easy-setup': 'Sign-up takes a sales process and underwriting',
  'mobile-friendly': 'Mobile payment options are limited',
  international: 'International payments are limited',
  support: 'Support is mostly self-service',
}

/** The sentences that depend only on a priority and its rank, written once. */
export const YOURS = byRank((yours) => yours)
export const MATCHES = perPriority((strength, yours) => `${strength} matches ${yours}.`, STRENGTH)
export const WEAK_SPOT = perPriority((weakness, yours) => `${weakness}, a weak spot for ${yours}.`, WEAKNESS)
export const CHEAPEST_FITS = byRank((yours) => `Being the cheapest option fits ${yours}: low fees.`)
export const COST_WORKS_AGAINST = byRank((yours) => `Its cost works against ${yours}: low fees.`)
export const NOT_TYPICAL = Object.fromEntries(
  INDUSTRIES.map((i) => [
    i,
    `It is not a typical choice for ${INDUSTRY_LABELS[i].toLowerCase()} businesses.`,
  ]),
) as Record<Industry, string>
export function entryReasons(provider: Provider): EntryReasons {
  const cache = entryCache(provider)
  cache.reasons ??= writeReasons(provider)
  return cache.reasons
}

function writeReasons(provider: Provider): EntryReasons {
  const min = formatUsdWhole(provider.idealMonthlyVolumeCents.min)
  return {
    contract: contractReason(provider),
    designedFor: `It is designed for businesses above ${min} a month in card sales.`,
  }
}

/** "You pay interchange at cost plus a 0.3% + $0.10 margin, …", written once per rate. */
export const marginReason = (margin: Rate): string => {
  const cache = rateCache(margin)
  cache.marginReason ??= `You pay interchange at cost plus a ${rateText(margin).label} margin, so debit and basic cards cost you less.`
  return cache.marginReason
}

/** "A simple flat rate of 2.9% + $0.30 on online payments …", written once per rate. */
export const flatReason = (rate: Rate): string => {
  const cache = rateCache(rate)
  cache.flatReason ??= `A simple flat rate of ${rateText(rate).label} on online payments makes costs predictable.`
  return cache.flatReason
}

function contractReason(provider: Provider): string | null {
  const etf = provider.otherFees.earlyTerminationCents ?? 0
  const term = provider.contract.termMonths
  if (term === 0 && etf === 0 && provider.monthlyFeeCents === 0)
    return 'No monthly fee and no long-term contract.'
  if (term !== null && term >= 24 && etf > 0) {
    return `Expect a ${term}-month agreement with a ${formatUsdWhole(etf)} early-termination fee.`
  }
  return null
}
