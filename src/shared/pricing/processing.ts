import type { Provider, Rate } from '../catalogue/provider.schemas'
import { INTERNATIONAL_INTERCHANGE_UPLIFT_PERCENT } from './card-mix'
import { BPS } from './channel'
import type { Channel, ChannelSales } from './channel-sales'
import { type FeeTexts, marginLabels, type RateText, rateText } from './entry-texts'
import type { BreakdownLine } from './estimate-result'
import { TYPICAL_CURRENCY_CONVERSION_PERCENT } from './fee-defaults'
import { divRoundHalfUp, PERCENT_SCALE, percentToPpm, roundCents, toDollars } from './money'
import type { PricingContext } from './pricing-context'

/**
 * Per-transaction processing lines for each cost model (the fees that scale with sales).
 * Each `append…` function returns its lines' total in cents and pushes the lines onto the breakdown when one is
 * given (`null`: the figures only, without writing a line's texts — see `Lines`).
 */

/**
 * Where a provider's cost lines go: a breakdown, or `null` when only the total is wanted (a ranking prices every
 * provider but describes only those it answers, ADR 030). Amounts are the same either way. `out?.push(line(…))`
 * evaluates nothing, not even the line's texts, when `out` is null.
 */
export type Lines = BreakdownLine[] | null

/** Line keys per channel, in the order of `CHANNELS`. */
const CHANNEL_KEYS: readonly { processing: string; markup: string; perItem: string }[] = [
  {
    processing: 'processing-cardPresent',
    markup: 'markup-cardPresent',
    perItem: 'per-transaction-cardPresent',
  },
  { processing: 'processing-online', markup: 'markup-online', perItem: 'per-transaction-online' },
  { processing: 'processing-keyed', markup: 'markup-keyed', perItem: 'per-transaction-keyed' },
]

const keysOf = (sales: ChannelSales) => CHANNEL_KEYS[sales.index] as (typeof CHANNEL_KEYS)[number]

export const line = (key: string, label: string, cents: number, detail: string): BreakdownLine => ({
  key,
  label,
  cents,
  dollars: toDollars(cents),
  detail,
})

/** Exact: channel volume × percent + channel share of transactions × fixed, rounded half-up once. */
export const rateOnChannel = (ctx: PricingContext, sales: ChannelSales, rate: Rate): number => {
  const numerator =
    sales.volumeCents * percentToPpm(rate.percent) + ctx.transactions * sales.bps * rate.fixedCents * 100
  return divRoundHalfUp(numerator, 100 * PERCENT_SCALE)
}

/** "$12,345.00 × 2.9% + 1,234 × $0.30": the merchant's volume and count, the entry's rate. */
const detailFor = (sales: ChannelSales, rate: RateText): string =>
  `${sales.detailVolume}${rate.percent}${sales.detailCount}${rate.fixed}`

/** Flat rate: the spec formula per channel. Providers without a rate for a channel use their online rate. */
export const appendFlatLines = (out: Lines, provider: Provider, ctx: PricingContext): number => {
  let total = 0
  for (const sales of ctx.sales) {
    const rate = flatRateFor(provider, sales.channel)
    const cents = rateOnChannel(ctx, sales, rate)
    if (out !== null) {
      const text = rateText(rate)
      const label = text.processing[sales.index] as string
      out.push(line(keysOf(sales).processing, label, cents, detailFor(sales, text)))
    }
    total += cents
  }
  return total
}

export const flatRateFor = (provider: Provider, channel: Channel): Rate => {
  if (channel === 'cardPresent') return provider.cardPresent ?? provider.cardNotPresent
  if (channel === 'keyed') return provider.keyed ?? provider.cardNotPresent
  return provider.cardNotPresent
}

/**
 * Pass-through interchange and network fees from the card-mix model (estimates): the same two lines for every
 * interchange-priced provider of a request, written once with its context and shared (frozen).
 */
export const passThroughLines = (passThrough: PricingContext['passThrough']): readonly BreakdownLine[] => [
  Object.freeze(
    line(
      'interchange',
      'Interchange (paid to card issuers, estimated)',
      passThrough.interchangeCents,
      'Card-mix model at cost',
    ),
  ),
  Object.freeze(
    line(
      'network-fees',
      'Card-network fees (estimated)',
      passThrough.networkCents,
      'Visa, Mastercard, Discover and Amex assessments',
    ),
  ),
]

export const appendPassThroughLines = (out: Lines, ctx: PricingContext): number => {
  if (out !== null) for (const l of ctx.passThroughLines) out.push(l)
  return ctx.passThrough.interchangeCents + ctx.passThrough.networkCents
}

/** Interchange-plus margin: the tier for the merchant's monthly volume, per channel. */
export const appendMarkupLines = (
  out: Lines,
  provider: Provider,
  texts: FeeTexts,
  ctx: PricingContext,
): number => {
  let total = 0
  for (const sales of ctx.sales) {
    const rate = markupRateFor(provider, ctx.volumeCents, sales.channel === 'cardPresent')
    if (rate.percent === 0 && rate.fixedCents === 0) continue
    const cents = rateOnChannel(ctx, sales, rate)
    if (out !== null) {
      const keys = keysOf(sales)
      const label = marginLabels(provider, texts, rate)[sales.index] as string
      const key = rate.percent === 0 ? keys.perItem : keys.markup
      out.push(line(key, label, cents, detailFor(sales, rateText(rate))))
    }
    total += cents
  }
  return total
}

const NO_TIERS: NonNullable<Provider['markupTiers']> = []

/** The margin for a monthly volume: the last markup tier the volume reaches, else the headline rates. */
export const markupRateFor = (provider: Provider, volumeCents: number, cardPresent: boolean): Rate => {
  let tierRate: Rate | null = null
  for (const tier of provider.markupTiers ?? NO_TIERS) {
    if (volumeCents >= tier.fromMonthlyVolumeCents)
      tierRate = cardPresent ? tier.cardPresent : tier.cardNotPresent
  }
  if (tierRate) return tierRate
  return cardPresent ? (provider.cardPresent ?? provider.cardNotPresent) : provider.cardNotPresent
}

const BUCKETS = ['qualified', 'midQualified', 'nonQualified'] as const
const BUCKET_NAME = { qualified: 'qualified', midQualified: 'mid-qualified', nonQualified: 'non-qualified' }

/** Tiered pricing: each channel's cards split across qualified / mid-qualified / non-qualified buckets. */
export const appendTieredLines = (out: Lines, provider: Provider, ctx: PricingContext): number => {
  const tiers = provider.tieredRates
  if (!tiers) return appendFlatLines(out, provider, ctx)
  let total = 0
  for (const bucket of BUCKETS) {
    const rate = tiers[bucket]
    let cents = 0
    for (const sales of ctx.sales) {
      const share = sales.tierShares[bucket]
      if (share === 0) continue
      const count = (ctx.transactions * sales.bps * share) / BPS
      cents += (sales.volumeCents * share * rate.percent) / 100 + count * rate.fixedCents
    }
    if (cents === 0) continue
    const rounded = roundCents(cents)
    if (out !== null) {
      const label = `Tiered rate, ${BUCKET_NAME[bucket]} (${rateText(rate).label})`
      out.push(line(`tier-${bucket}`, label, rounded, 'Card-mix model'))
    }
    total += rounded
  }
  return total
}

/**
 * Foreign cards on the international share: the provider's cross-border uplift, then, when the merchant charges
 * foreign customers in their own currency, currency conversion at its published fee, else the typical 1%, labelled.
 */
export const appendForeignCardLines = (
  out: Lines,
  provider: Provider,
  texts: FeeTexts,
  ctx: PricingContext,
  /**
   * Whether foreign cards are priced at interchange (interchange-priced and tiered accounts): higher interchange
   * and network fees plus any surcharge; else (flat rates) the provider's surcharge alone.
   */
  onInterchange: boolean,
): number => {
  if (ctx.internationalShare === 0) return 0
  const { foreignShare, foreignVolume } = ctx.labels
  const foreignCents = ctx.volumeCents * ctx.internationalShare
  const uplift = onInterchange
    ? INTERNATIONAL_INTERCHANGE_UPLIFT_PERCENT + provider.internationalSurchargePercent
    : provider.internationalSurchargePercent
  let total = 0
  if (uplift !== 0) {
    const cents = roundCents((foreignCents * uplift) / 100)
    const text = onInterchange ? texts.interchangeUplift : texts.surcharge
    out?.push(
      line(
        'international',
        `International cards (+${text}${foreignShare}`,
        cents,
        `${provider.name}${foreignVolume}${text}%`,
      ),
    )
    total += cents
  }
  // Conversion only when the merchant charges foreign customers in their own currency.
  if (!ctx.chargesInForeignCurrencies) return total
  const published = provider.currencyConversionPercent
  const conversion = published ?? TYPICAL_CURRENCY_CONVERSION_PERCENT
  if (conversion !== 0) {
    const cents = roundCents((foreignCents * conversion) / 100)
    const text = texts.conversion
    const typical = published === null ? ' (typical fee)' : ''
    out?.push(
      line(
        'currency-conversion',
        `Currency conversion (${text}${foreignShare}`,
        cents,
        `${provider.name}${foreignVolume}${text}%${typical}`,
      ),
    )
    total += cents
  }
  return total
}
