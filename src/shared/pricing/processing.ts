import type { Provider, Rate } from '../catalogue/provider.schemas'
import { BPS, type ChannelBps } from './channel'
import type { PricingContext } from './context'
import type { BreakdownLine } from './estimate.schemas'
import { divRoundHalfUp, PERCENT_SCALE, percentToPpm, roundCents, toDollars } from './money'
import { type RateTexts, rateLabel, rateTexts } from './texts'

/**
 * Per-transaction processing lines for each cost model (the fees that scale with sales).
 * Each `append…` function pushes its lines onto the breakdown and returns their total in cents.
 */

type Channel = keyof ChannelBps
const CHANNELS: readonly Channel[] = ['cardPresent', 'online', 'keyed']
const CHANNEL_LABEL: Record<Channel, string> = { cardPresent: 'in person', online: 'online', keyed: 'keyed' }

/** Line keys and label fragments per channel, built once rather than per line. */
const PROCESSING_KEY: Record<Channel, string> = {
  cardPresent: 'processing-cardPresent',
  online: 'processing-online',
  keyed: 'processing-keyed',
}
const MARKUP_KEY: Record<Channel, string> = {
  cardPresent: 'markup-cardPresent',
  online: 'markup-online',
  keyed: 'markup-keyed',
}
const PER_TRANSACTION_KEY: Record<Channel, string> = {
  cardPresent: 'per-transaction-cardPresent',
  online: 'per-transaction-online',
  keyed: 'per-transaction-keyed',
}
const PROCESSING_LABEL: Record<Channel, string> = labelPerChannel('Processing ', ' (')
const MARGIN_LABEL: Record<Channel, string> = labelPerChannel(' margin ', ' (')
const PER_TRANSACTION_LABEL: Record<Channel, string> = labelPerChannel(' per-transaction fee ', ' (')

function labelPerChannel(before: string, after: string): Record<Channel, string> {
  return {
    cardPresent: `${before}${CHANNEL_LABEL.cardPresent}${after}`,
    online: `${before}${CHANNEL_LABEL.online}${after}`,
    keyed: `${before}${CHANNEL_LABEL.keyed}${after}`,
  }
}

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

/** "$12,345.00 × 2.9% + 1,234 × $0.30": the request's part comes precomputed from the context. */
const detailFor = (ctx: PricingContext, channel: Channel, texts: RateTexts): string =>
  `${ctx.labels.detailVolume[channel]}${texts.percent}${ctx.labels.detailCount[channel]}${texts.fixed}`

/** Flat rate: the spec formula per channel. Providers without a rate for a channel use their online rate. */
export const appendFlatLines = (out: BreakdownLine[], provider: Provider, ctx: PricingContext): number => {
  let total = 0
  for (const channel of CHANNELS) {
    if (ctx.channelBps[channel] === 0) continue
    const rate = flatRateFor(provider, channel)
    const cents = rateOnChannel(ctx, channel, rate)
    const texts = rateTexts(rate)
    const label = `${PROCESSING_LABEL[channel]}${texts.label})`
    out.push(line(PROCESSING_KEY[channel], label, cents, detailFor(ctx, channel, texts)))
    total += cents
  }
  return total
}

export const flatRateFor = (provider: Provider, channel: Channel): Rate => {
  if (channel === 'cardPresent') return provider.cardPresent ?? provider.cardNotPresent
  if (channel === 'keyed') return provider.keyed ?? provider.cardNotPresent
  return provider.cardNotPresent
}

/** Pass-through interchange and network fees from the card-mix model (estimates). */
export const appendPassThroughLines = (out: BreakdownLine[], ctx: PricingContext): void => {
  out.push(
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
  )
}

/** Interchange-plus margin: the tier for the merchant's monthly volume, per channel. */
export const appendMarkupLines = (out: BreakdownLine[], provider: Provider, ctx: PricingContext): number => {
  let total = 0
  for (const channel of CHANNELS) {
    if (ctx.channelBps[channel] === 0) continue
    const rate = markupRateFor(provider, ctx.volumeCents, channel === 'cardPresent')
    if (rate.percent === 0 && rate.fixedCents === 0) continue
    const isPerItem = rate.percent === 0
    const cents = rateOnChannel(ctx, channel, rate)
    const key = isPerItem ? PER_TRANSACTION_KEY[channel] : MARKUP_KEY[channel]
    const kind = isPerItem ? PER_TRANSACTION_LABEL[channel] : MARGIN_LABEL[channel]
    const texts = rateTexts(rate)
    const label = `${provider.name}${kind}${texts.label})`
    out.push(line(key, label, cents, detailFor(ctx, channel, texts)))
    total += cents
  }
  return total
}

/** The margin for a monthly volume: the last markup tier the volume reaches, else the headline rates. */
export const markupRateFor = (provider: Provider, volumeCents: number, cardPresent: boolean): Rate => {
  let tierRate: Rate | null = null
  for (const tier of provider.markupTiers ?? []) {
    if (volumeCents >= tier.fromMonthlyVolumeCents)
      tierRate = cardPresent ? tier.cardPresent : tier.cardNotPresent
  }
  if (tierRate) return tierRate
  return cardPresent ? (provider.cardPresent ?? provider.cardNotPresent) : provider.cardNotPresent
}

const BUCKETS = ['qualified', 'midQualified', 'nonQualified'] as const
const TIER_KEY = {
  qualified: 'tier-qualified',
  midQualified: 'tier-midQualified',
  nonQualified: 'tier-nonQualified',
}
const TIER_LABEL = {
  qualified: 'Tiered rate, qualified (',
  midQualified: 'Tiered rate, mid-qualified (',
  nonQualified: 'Tiered rate, non-qualified (',
}

/** Tiered pricing: each channel's cards split across qualified / mid-qualified / non-qualified buckets. */
export const appendTieredLines = (out: BreakdownLine[], provider: Provider, ctx: PricingContext): number => {
  const tiers = provider.tieredRates
  if (!tiers) return appendFlatLines(out, provider, ctx)
  let total = 0
  for (const bucket of BUCKETS) {
    const rate = tiers[bucket]
    let cents = 0
    for (const channel of CHANNELS) {
      const share = ctx.tierShares[channel][bucket]
      if (share === 0 || ctx.channelBps[channel] === 0) continue
      const count = (ctx.transactions * ctx.channelBps[channel] * share) / BPS
      cents += (ctx.channelVolumeCents[channel] * share * rate.percent) / 100 + count * rate.fixedCents
    }
    if (cents === 0) continue
    const rounded = roundCents(cents)
    out.push(line(TIER_KEY[bucket], `${TIER_LABEL[bucket]}${rateLabel(rate)})`, rounded, 'Card-mix model'))
    total += rounded
  }
  return total
}

/** Extra cost of international cards. */
export const internationalLine = (
  provider: Provider,
  ctx: PricingContext,
  upliftPercent: number,
): BreakdownLine | null => {
  if (ctx.internationalShare === 0 || upliftPercent === 0) return null
  const cents = roundCents((ctx.volumeCents * ctx.internationalShare * upliftPercent) / 100)
  return line(
    'international',
    `International cards (+${upliftPercent}${ctx.labels.internationalLabelEnd}`,
    cents,
    `${provider.name}${ctx.labels.internationalDetail}${upliftPercent}%`,
  )
}
