import { formatCount, formatUsd } from '../format'
import { BPS, type ChannelBps } from './channel'
import type { TierShares } from './tier-shares'

/** The channels a merchant sells through, with the figures each breakdown line uses, prepared once per request. */

export type Channel = keyof ChannelBps
/** The breakdown's order of channels. */
export const CHANNELS: readonly Channel[] = ['cardPresent', 'online', 'keyed']

/** One channel the merchant sells through, with the figures its breakdown lines use and quote. */
export type ChannelSales = {
  channel: Channel
  /** Position in `CHANNELS`. */
  index: number
  bps: number
  volumeCents: number
  /**
   * The merchant's parts of a breakdown detail such as "$12,345.00 × 2.9% + 1,234 × $0.30": "$12,345.00 × "
   * before the rate's percent, "% + 1,234 × " before its fixed fee (the count may read "12.5").
   */
  detailVolume: string
  detailCount: string
  /** Share (0–1) of the channel's transactions in each tiered-pricing bucket. */
  tierShares: TierShares
}

export function channelSales(
  transactions: number,
  channelBps: ChannelBps,
  channelVolumeCents: ChannelBps,
  tierShares: Record<Channel, TierShares>,
): ChannelSales[] {
  const out: ChannelSales[] = []
  for (let index = 0; index < CHANNELS.length; index++) {
    const channel = CHANNELS[index] as Channel
    const bps = channelBps[channel]
    if (bps === 0) continue
    out.push({
      channel,
      index,
      bps,
      volumeCents: channelVolumeCents[channel],
      detailVolume: `${formatUsd(channelVolumeCents[channel])} × `,
      detailCount: `% + ${countLabel((transactions * bps) / BPS)} × `,
      tierShares: tierShares[channel],
    })
  }
  return out
}

function countLabel(n: number): string {
  return Number.isInteger(n) ? formatCount(n) : n.toFixed(1)
}
