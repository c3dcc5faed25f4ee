import { formatUsd } from '@shared/format'
import { MARKET_INDUSTRIES, marketIndustryFor, positionIn } from '@shared/tools/benchmarks'
import type { ToolData } from '../analysis'
import { analyse } from '../engine'

/**
 * The Market Rates figures: the merchant's effective rate against what the market charges a business like
 * theirs. The spec's benchmark ranges were unsourced; each industry's range here is priced by the engine from
 * the catalogue with the merchant's own answers (their industry's from the report's ranking, the others with
 * only the industry changed): from the cheapest provider that can take the business to the middle of the
 * ranking. Pure.
 */

const rateOf = (cents: number, volumeCents: number) =>
  Math.round((cents / Math.max(1, volumeCents)) * 10_000) / 100

type Priced = { name: string; cents: number }

/** The cheapest and the middle of a ranking's costs, with their rates on the volume. */
function rangeOf(priced: Priced[], volumeCents: number) {
  const sorted = [...priced].sort((a, b) => a.cents - b.cents)
  const cheapest = sorted[0]
  const middle = sorted[Math.floor((sorted.length - 1) / 2)]
  if (!cheapest || !middle) return null
  return {
    cheapest,
    middle,
    low: rateOf(cheapest.cents, volumeCents),
    high: rateOf(middle.cents, volumeCents),
    providers: sorted.length,
  }
}

export function marketRates(data: ToolData) {
  const mine = marketIndustryFor(data.merchant.industry)
  const volumeCents = data.merchant.volumeCents
  const rows = MARKET_INDUSTRIES.map((b) => {
    const own = b.id === mine.id
    const priced: Priced[] = own
      ? data.ranked.map((c) => ({ name: c.name, cents: c.costCents }))
      : analyse(
          { ...data.request, industryType: b.industry },
          data.providers,
          data.today,
        ).recommendations.map((r) => ({ name: r.pspProvider.name, cents: r.estimatedMonthlyCostCents }))
    return { id: b.id, label: b.label, own, range: rangeOf(priced, volumeCents) }
  })
  const ownRow = rows.find((r) => r.own)
  const range = ownRow?.range ?? null
  const position = range ? positionIn(data.effectiveRate, range) : null
  const you = data.hasCurrentDeal
    ? `Your effective rate: ${data.effectiveRate}% (${formatUsd(data.currentCents)} a month on ${formatUsd(volumeCents)} of card sales).`
    : `This report has no current fees: ${data.effectiveRate}% is the rate of the higher-cost providers that can take your business.`
  const market = range
    ? `For your business (${mine.label.toLowerCase()}), the ${range.providers} providers that can take it charge from ${range.low}% (${range.cheapest.name}) to ${range.high}% in the middle of the market.`
    : 'No provider in our catalogue can take your business as answered.'
  const gap =
    !range || !data.hasCurrentDeal
      ? ''
      : data.currentCents === range.cheapest.cents
        ? ' No provider that can take your business costs less than what you pay today.'
        : position === 'above'
          ? ` You pay ${formatUsd(data.currentCents - range.middle.cents)} a month more than the middle of the market, and ${formatUsd(data.currentCents - range.cheapest.cents)} more than ${range.cheapest.name}.`
          : position === 'within'
            ? ` You are within that range: ${formatUsd(data.currentCents - range.cheapest.cents)} a month more than ${range.cheapest.name}.`
            : ' You pay less than any provider that can take your business.'
  return {
    mine,
    position,
    summary: `${you} ${market}${gap}`,
    caption:
      'Effective rates a business like yours would pay in each industry (percent of card volume): the cheapest provider that can take it to the middle of the market, priced on your answers from our catalogue',
    rows,
  }
}
