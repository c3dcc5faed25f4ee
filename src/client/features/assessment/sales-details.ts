import type { Industry } from '@shared/catalogue/taxonomy'
import { CARD_MIX_BY_INDUSTRY } from '@shared/pricing/card-mix'
import { CHANNEL_SPLIT_BY_INDUSTRY } from '@shared/pricing/channel'

/** Percent shares shown in the "How you sell" screen: industry defaults until the owner edits them. */
export type ChannelPercents = { cardPresent: number; online: number; keyed: number }
export type CardMixPercents = { debit: number; consumerCredit: number; premium: number; commercial: number }

const industryOf = (industry: string | null): Industry =>
  industry && industry in CHANNEL_SPLIT_BY_INDUSTRY ? (industry as Industry) : 'other'

export const defaultChannel = (industry: string | null): ChannelPercents => {
  const bps = CHANNEL_SPLIT_BY_INDUSTRY[industryOf(industry)]
  return { cardPresent: bps.cardPresent / 100, online: bps.online / 100, keyed: bps.keyed / 100 }
}

export const defaultCardMix = (industry: string | null): CardMixPercents => {
  const m = CARD_MIX_BY_INDUSTRY[industryOf(industry)]
  return {
    debit: (m.regulatedDebit + m.unregulatedDebit) / 100,
    consumerCredit: (m.consumerCredit + m.rewardsCredit + m.amex) / 100,
    premium: m.premiumCredit / 100,
    commercial: m.businessCard / 100,
  }
}

export const sumsTo100 = (shares: Record<string, number>): boolean => {
  let sum = 0
  for (const v of Object.values(shares)) sum += v
  return Math.abs(sum - 100) < 0.5
}

const same = (a: Record<string, number>, b: Record<string, number>) =>
  Object.keys(a).every((k) => a[k] === b[k])

/** The shares to send: only when the owner changed the industry default (else the default is stated). */
export const channelToSend = (industry: string | null, v: ChannelPercents) =>
  same(v, defaultChannel(industry))
    ? undefined
    : { cardPresent: v.cardPresent / 100, online: v.online / 100, keyed: v.keyed / 100 }

export const cardMixToSend = (industry: string | null, v: CardMixPercents) =>
  same(v, defaultCardMix(industry))
    ? undefined
    : {
        debit: v.debit / 100,
        consumerCredit: v.consumerCredit / 100,
        premium: v.premium / 100,
        commercial: v.commercial / 100,
      }
