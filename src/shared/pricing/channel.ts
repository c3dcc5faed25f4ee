import type { Industry } from '../catalogue/taxonomy'

/**
 * Card-present / online / keyed split of transactions by industry, in basis points of 10,000.
 * An explicit modelling assumption, returned with every estimate. Volume splits the same way
 * (the model assumes the same average ticket in every channel).
 */
export type ChannelBps = { cardPresent: number; online: number; keyed: number }

export const CHANNEL_SPLIT_BY_INDUSTRY: Readonly<Record<Industry, ChannelBps>> = {
  restaurant: { cardPresent: 9_000, online: 1_000, keyed: 0 },
  retail: { cardPresent: 9_000, online: 1_000, keyed: 0 },
  healthcare: { cardPresent: 7_500, online: 1_500, keyed: 1_000 },
  professional: { cardPresent: 3_000, online: 5_000, keyed: 2_000 },
  ecommerce: { cardPresent: 0, online: 10_000, keyed: 0 },
  saas: { cardPresent: 0, online: 10_000, keyed: 0 },
  marketplace: { cardPresent: 0, online: 10_000, keyed: 0 },
  nonprofit: { cardPresent: 1_500, online: 8_000, keyed: 500 },
  education: { cardPresent: 2_000, online: 7_000, keyed: 1_000 },
  other: { cardPresent: 5_000, online: 4_000, keyed: 1_000 },
}

export const CHANNEL_NOTES: Readonly<Record<Industry, string>> = {
  restaurant: 'Restaurants take 90% of card payments in person; 10% come from online ordering.',
  retail: 'Retail takes 90% of card payments in person and 10% online.',
  healthcare: 'Healthcare takes 75% in person, 15% through online patient payments and 10% keyed by staff.',
  professional: 'Professional services take 30% in person, 50% through online invoices and 20% keyed.',
  ecommerce: 'E-commerce is 100% online (card-not-present).',
  saas: 'SaaS is 100% online (card-not-present), mostly recurring charges.',
  marketplace: 'Marketplaces are 100% online (card-not-present).',
  nonprofit: 'Non-profits take 80% of gifts online, 15% at events in person and 5% keyed.',
  education: 'Education takes 70% of fees online, 20% in person and 10% keyed by staff.',
  other:
    'No channel split given: assumed 50% in person, 40% online and 10% keyed. Enter yours for a sharper estimate.',
}

export const channelSplitFor = (industry: Industry): ChannelBps => CHANNEL_SPLIT_BY_INDUSTRY[industry]

/** The merchant's own split (fractions summing to 1) in basis points; the online share absorbs rounding. */
export const channelSplitFromShares = (split: {
  cardPresent: number
  online: number
  keyed: number
}): ChannelBps => {
  const cardPresent = Math.round(split.cardPresent * BPS)
  const keyed = Math.min(BPS - cardPresent, Math.round(split.keyed * BPS))
  return { cardPresent, keyed, online: BPS - cardPresent - keyed }
}

export const BPS = 10_000

/** How breakdown labels name each channel, in breakdown order (in person, online, keyed). */
export const CHANNEL_NAMES: readonly string[] = ['in person', 'online', 'keyed']
