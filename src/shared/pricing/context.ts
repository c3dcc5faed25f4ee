import type { Industry, IntegrationId, PriorityId } from '../catalogue/taxonomy'
import {
  type BlendedCost,
  blendMix,
  CARD_CATEGORIES,
  type CardCategory,
  type CostRate,
  cardMixFor,
} from './card-mix'
import { BPS, type ChannelBps, channelSplitFor } from './channel'
import type { EstimateRequest } from './estimate.schemas'
import { formatCount, formatUsd, roundCents, toCents } from './money'

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
  /** Estimated interchange and network fees for the whole month, in cents (card-mix model). */
  passThrough: { interchangeCents: number; networkCents: number }
  /** Display strings reused by every provider's breakdown. */
  labels: { channelVolume: Record<keyof ChannelBps, string>; channelCount: Record<keyof ChannelBps, string> }
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
  const blended = {
    cardPresent: blendMix(cardMix, 'cardPresent', averageTicketCents),
    cardNotPresent: blendMix(cardMix, 'cardNotPresent', averageTicketCents),
  }
  const cpCount = (transactions * channelBps.cardPresent) / BPS
  const cnpCount = transactions - cpCount
  const cnpVolume = channelVolumeCents.online + channelVolumeCents.keyed
  const passThrough = {
    interchangeCents: roundCents(
      costAt(blended.cardPresent.interchange, cardPresentCents, cpCount) +
        costAt(blended.cardNotPresent.interchange, cnpVolume, cnpCount),
    ),
    networkCents: roundCents(
      costAt(blended.cardPresent.network, cardPresentCents, cpCount) +
        costAt(blended.cardNotPresent.network, cnpVolume, cnpCount),
    ),
  }
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
    blended,
    tierShares: tierSharesFor(cardMix),
    passThrough,
    labels: {
      channelVolume: {
        cardPresent: formatUsd(channelVolumeCents.cardPresent),
        online: formatUsd(channelVolumeCents.online),
        keyed: formatUsd(channelVolumeCents.keyed),
      },
      channelCount: {
        cardPresent: countLabel((transactions * channelBps.cardPresent) / BPS),
        online: countLabel((transactions * channelBps.online) / BPS),
        keyed: countLabel((transactions * channelBps.keyed) / BPS),
      },
    },
    priorities: request.features,
    integrations: requestedIntegrations(request.assessmentData?.integrations),
  }
}

function requestedIntegrations(ids: readonly IntegrationId[] | undefined): IntegrationId[] {
  const out: IntegrationId[] = []
  for (const id of ids ?? []) if (id !== 'none') out.push(id)
  return out
}

function costAt(rate: CostRate, volumeCents: number, count: number): number {
  return (volumeCents * rate.percent) / 100 + count * rate.fixedCents
}

function countLabel(n: number): string {
  return Number.isInteger(n) ? formatCount(n) : n.toFixed(1)
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
  return {
    cardPresent: tierSharesIn(mix, 'cardPresent'),
    online: tierSharesIn(mix, 'online'),
    keyed: tierSharesIn(mix, 'keyed'),
  }
}

function tierSharesIn(mix: Record<CardCategory, number>, channel: keyof ChannelBps): TierShares {
  const out: TierShares = { qualified: 0, midQualified: 0, nonQualified: 0 }
  for (const category of CARD_CATEGORIES) out[TIER_OF[channel][category]] += mix[category] / BPS
  return out
}
