import type { Industry, IntegrationId, PriorityId } from '../catalogue/taxonomy'
import { type BlendedCost, blendMix, type CardCategory, cardMixFor } from './card-mix'
import { BPS, type ChannelBps, channelSplitFor } from './channel'
import type { EstimateRequest } from './estimate.schemas'
import { toCents } from './money'

/**
 * Everything about the merchant that the cost and score models need, computed once per request.
 * Volumes are integer cents; channel volumes sum exactly to the total.
 */
export type PricingContext = {
  industry: Industry
  volumeCents: number
  transactions: number
  averageTicketCents: number
  channelBps: ChannelBps
  channelVolumeCents: ChannelBps
  internationalShare: number
  internationalShareAssumed: boolean
  locations: number
  cardMix: Record<CardCategory, number>
  blended: { cardPresent: BlendedCost; cardNotPresent: BlendedCost }
  /** Share (0–1) of each channel's transactions falling in each tiered-pricing bucket. */
  tierShares: Record<keyof ChannelBps, TierShares>
  priorities: readonly PriorityId[]
  integrations: readonly IntegrationId[]
}

export type TierShares = { qualified: number; midQualified: number; nonQualified: number }

/** Share of international cards assumed when the user ranks international payments but gives no share. */
export const ASSUMED_INTERNATIONAL_SHARE = 0.1

export const buildContext = (request: EstimateRequest): PricingContext => {
  const volumeCents = toCents(request.totalMonthlyVolume)
  const transactions = request.monthlyTransactions
  const averageTicketCents = Math.round(volumeCents / transactions)
  const channelBps = channelSplitFor(request.industryType)
  const cardPresentCents = Math.round((volumeCents * channelBps.cardPresent) / BPS)
  const keyedCents = Math.round((volumeCents * channelBps.keyed) / BPS)
  const channelVolumeCents = {
    cardPresent: cardPresentCents,
    keyed: keyedCents,
    online: volumeCents - cardPresentCents - keyedCents,
  }
  const given = request.assessmentData?.internationalShare
  const wantsInternational = request.features.includes('international')
  const internationalShare = given ?? (wantsInternational ? ASSUMED_INTERNATIONAL_SHARE : 0)
  const cardMix = cardMixFor(request.industryType, averageTicketCents)
  return {
    industry: request.industryType,
    volumeCents,
    transactions,
    averageTicketCents,
    channelBps,
    channelVolumeCents,
    internationalShare,
    internationalShareAssumed: given === undefined && wantsInternational,
    locations: request.assessmentData?.locations ?? 1,
    cardMix,
    blended: {
      cardPresent: blendMix(cardMix, 'cardPresent', averageTicketCents),
      cardNotPresent: blendMix(cardMix, 'cardNotPresent', averageTicketCents),
    },
    tierShares: tierSharesFor(cardMix),
    priorities: request.features,
    integrations: (request.assessmentData?.integrations ?? []).filter((i) => i !== 'none'),
  }
}

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

function tierSharesFor(mix: Record<CardCategory, number>): Record<keyof ChannelBps, TierShares> {
  const build = (channel: keyof ChannelBps): TierShares => {
    const out: TierShares = { qualified: 0, midQualified: 0, nonQualified: 0 }
    for (const [category, bps] of Object.entries(mix) as [CardCategory, number][]) {
      out[TIER_OF[channel][category]] += bps / BPS
    }
    return out
  }
  return { cardPresent: build('cardPresent'), online: build('online'), keyed: build('keyed') }
}
