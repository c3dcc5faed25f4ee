import type { Provider, Rate } from '../catalogue/provider.schemas'
import { BPS, type ChannelBps } from './channel'
import type { PricingContext } from './context'
import type { BreakdownLine } from './estimate.schemas'
import {
  divRoundHalfUp,
  formatRate,
  formatUsd,
  PERCENT_SCALE,
  percentToPpm,
  roundCents,
  toDollars,
} from './money'

/** Per-transaction processing lines for each cost model (the fees that scale with sales). */

type Channel = keyof ChannelBps
const CHANNELS: readonly Channel[] = ['cardPresent', 'online', 'keyed']
const CHANNEL_LABEL: Record<Channel, string> = { cardPresent: 'in person', online: 'online', keyed: 'keyed' }

export const line = (key: string, label: string, cents: number, detail: string): BreakdownLine => ({
  key,
  label,
  cents,
  dollars: toDollars(cents),
  detail,
})

/** Exact: channel volume × percent + channel share of transactions × fixed, rounded half-up once. */
export const rateOnChannel = (ctx: PricingContext, channel: Channel, rate: Rate): number => {
  const numerator =
    ctx.channelVolumeCents[channel] * percentToPpm(rate.percent) +
    ctx.transactions * ctx.channelBps[channel] * rate.fixedCents * 100
  return divRoundHalfUp(numerator, 100 * PERCENT_SCALE)
}

const detailFor = (ctx: PricingContext, channel: Channel, rate: Rate): string =>
  `${ctx.labels.channelVolume[channel]} × ${rate.percent}% + ${ctx.labels.channelCount[channel]} × ${formatUsd(rate.fixedCents)}`

/** Flat rate: the spec formula per channel. Providers without a rate for a channel use their online rate. */
export const flatLines = (provider: Provider, ctx: PricingContext): BreakdownLine[] => {
  const out: BreakdownLine[] = []
  for (const channel of CHANNELS) {
    if (ctx.channelBps[channel] === 0) continue
    const rate = flatRateFor(provider, channel)
    out.push(
      line(
        `processing-${channel}`,
        `Processing ${CHANNEL_LABEL[channel]} (${formatRate(rate)})`,
        rateOnChannel(ctx, channel, rate),
        detailFor(ctx, channel, rate),
      ),
    )
  }
  return out
}

export const flatRateFor = (provider: Provider, channel: Channel): Rate => {
  if (channel === 'cardPresent') return provider.cardPresent ?? provider.cardNotPresent
  if (channel === 'keyed') return provider.keyed ?? provider.cardNotPresent
  return provider.cardNotPresent
}

/** Pass-through interchange and network fees from the card-mix model (estimates). */
export const passThroughLines = (ctx: PricingContext): BreakdownLine[] => [
  line(
    'interchange',
    'Interchange (paid to card issuers, estimated)',
    ctx.passThrough.interchangeCents,
    'Card-mix model at cost',
  ),
  line(
    'network-fees',
    'Card-network fees (estimated)',
    ctx.passThrough.networkCents,
    'Visa, Mastercard, Discover and Amex assessments',
  ),
]

/** Interchange-plus margin: the tier for the merchant's monthly volume, per channel. */
export const markupLines = (provider: Provider, ctx: PricingContext): BreakdownLine[] => {
  const tier = markupFor(provider, ctx.volumeCents)
  const out: BreakdownLine[] = []
  for (const channel of CHANNELS) {
    if (ctx.channelBps[channel] === 0) continue
    const rate = channel === 'cardPresent' ? tier.cardPresent : tier.cardNotPresent
    if (rate.percent === 0 && rate.fixedCents === 0) continue
    const isPerItem = rate.percent === 0
    out.push(
      line(
        `${isPerItem ? 'per-transaction' : 'markup'}-${channel}`,
        `${provider.name} ${isPerItem ? 'per-transaction fee' : 'margin'} ${CHANNEL_LABEL[channel]} (${formatRate(rate)})`,
        rateOnChannel(ctx, channel, rate),
        detailFor(ctx, channel, rate),
      ),
    )
  }
  return out
}

export const markupFor = (
  provider: Provider,
  volumeCents: number,
): { cardPresent: Rate; cardNotPresent: Rate } => {
  let chosen = {
    cardPresent: provider.cardPresent ?? provider.cardNotPresent,
    cardNotPresent: provider.cardNotPresent,
  }
  for (const tier of provider.markupTiers ?? []) {
    if (volumeCents >= tier.fromMonthlyVolumeCents) chosen = tier
  }
  return chosen
}

/** Tiered pricing: each channel's cards split across qualified / mid-qualified / non-qualified buckets. */
export const tieredLines = (provider: Provider, ctx: PricingContext): BreakdownLine[] => {
  const tiers = provider.tieredRates
  if (!tiers) return flatLines(provider, ctx)
  const out: BreakdownLine[] = []
  for (const bucket of ['qualified', 'midQualified', 'nonQualified'] as const) {
    const rate = tiers[bucket]
    let cents = 0
    for (const channel of CHANNELS) {
      const share = ctx.tierShares[channel][bucket]
      if (share === 0 || ctx.channelBps[channel] === 0) continue
      const count = (ctx.transactions * ctx.channelBps[channel] * share) / BPS
      cents += (ctx.channelVolumeCents[channel] * share * rate.percent) / 100 + count * rate.fixedCents
    }
    if (cents === 0) continue
    const label =
      bucket === 'midQualified' ? 'mid-qualified' : bucket === 'nonQualified' ? 'non-qualified' : bucket
    out.push(
      line(
        `tier-${bucket}`,
        `Tiered rate, ${label} (${formatRate(rate)})`,
        roundCents(cents),
        'Card-mix model',
      ),
    )
  }
  return out
}

/** Extra cost of international cards. */
export const internationalLine = (provider: Provider, ctx: PricingContext, upliftPercent: number) => {
  if (ctx.internationalShare === 0 || upliftPercent === 0) return null
  const cents = roundCents((ctx.volumeCents * ctx.internationalShare * upliftPercent) / 100)
  const share = `${Math.round(ctx.internationalShare * 1000) / 10}%`
  return line(
    'international',
    `International cards (+${upliftPercent}% on ${share} of volume)`,
    cents,
    `${provider.name}: ${formatUsd(ctx.volumeCents)} × ${share} × ${upliftPercent}%`,
  )
}
