import type { CardCategory } from './card-mix'
import { CARD_CATEGORIES } from './card-mix'
import { BPS, type ChannelBps } from './channel'

/** Share (0–1) of a channel's cards in each bucket of a tiered (qualified / mid / non-qualified) schedule. */
export type TierShares = { qualified: number; midQualified: number; nonQualified: number }

type Bucket = keyof TierShares

/** Which tiered bucket a card lands in, per channel (typical bank tiered schedules). */
const TIER_OF: Record<keyof ChannelBps, Record<CardCategory, Bucket>> = {
  cardPresent: {
    regulatedDebit: 'qualified',
    unregulatedDebit: 'qualified',
    consumerCredit: 'qualified',
    rewardsCredit: 'midQualified',
    premiumCredit: 'midQualified',
    businessCard: 'nonQualified',
    amex: 'nonQualified',
  },
  online: {
    regulatedDebit: 'midQualified',
    unregulatedDebit: 'midQualified',
    consumerCredit: 'midQualified',
    rewardsCredit: 'nonQualified',
    premiumCredit: 'nonQualified',
    businessCard: 'nonQualified',
    amex: 'nonQualified',
  },
  keyed: {
    regulatedDebit: 'nonQualified',
    unregulatedDebit: 'nonQualified',
    consumerCredit: 'nonQualified',
    rewardsCredit: 'nonQualified',
    premiumCredit: 'nonQualified',
    businessCard: 'nonQualified',
    amex: 'nonQualified',
  },
}

export function tierSharesFor(mix: Record<CardCategory, number>): Record<keyof ChannelBps, TierShares> {
  return {
    cardPresent: tierSharesIn(mix, 'cardPresent'),
    online: tierSharesIn(mix, 'online'),
    keyed: tierSharesIn(mix, 'keyed'),
  }
}

function tierSharesIn(mix: Record<CardCategory, number>, channel: keyof ChannelBps): TierShares {
  const bucketOf = TIER_OF[channel]
  let qualified = 0
  let midQualified = 0
  let nonQualified = 0
  // Summed category by category, in the order of CARD_CATEGORIES.
  for (const category of CARD_CATEGORIES) {
    const share = mix[category] / BPS
    const bucket = bucketOf[category]
    if (bucket === 'qualified') qualified += share
    else if (bucket === 'midQualified') midQualified += share
    else nonQualified += share
  }
  return { qualified, midQualified, nonQualified }
}
