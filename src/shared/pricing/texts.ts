import { formatFixedFee, formatRate, formatUsd } from './money'

/**
 * Memoised display texts for catalogue figures (fees and rates), which repeat in every estimate.
 * Keyed by value rather than by object, so catalogue rows loaded afresh for each request still hit.
 * Each cache starts over past `CACHE_LIMIT` entries so that arbitrary figures cannot grow it without bound.
 */

const CACHE_LIMIT = 4_096

/** Memoise a formatter of catalogue amounts by the amount. */
export const memoByNumber = (format: (n: number) => string): ((n: number) => string) => {
  const cache = new Map<number, string>()
  return (n) => {
    let text = cache.get(n)
    if (text === undefined) {
      if (cache.size >= CACHE_LIMIT) cache.clear()
      text = format(n)
      cache.set(n, text)
    }
    return text
  }
}

/** `formatUsd` for catalogue fee amounts. */
export const feeUsd = memoByNumber(formatUsd)

type RateLike = { percent: number; fixedCents: number }

/** The texts of one rate: its label "2.9% + $0.30", and the parts a breakdown detail quotes ("2.9", "$0.30"). */
export type RateTexts = { label: string; percent: string; fixed: string }

const rateTextsOf = (rate: RateLike): RateTexts => ({
  label: formatRate(rate),
  percent: String(rate.percent),
  fixed: formatFixedFee(rate.fixedCents),
})

/** Rate texts by percent in parts per million of the amount, then by fixed cents (small-integer keys hash fast). */
const RATE_TEXTS = new Map<number, Map<number, RateTexts>>()
const SMALL_INTEGER = 2 ** 30

export const rateTexts = (rate: RateLike): RateTexts => {
  const ppm = Math.round(rate.percent * 10_000)
  const cacheable =
    ppm / 10_000 === rate.percent &&
    ppm >= 0 &&
    ppm < SMALL_INTEGER &&
    Number.isInteger(rate.fixedCents) &&
    rate.fixedCents >= 0 &&
    rate.fixedCents < SMALL_INTEGER
  if (!cacheable) return rateTextsOf(rate)
  let byFixed = RATE_TEXTS.get(ppm)
  if (byFixed === undefined) {
    if (RATE_TEXTS.size >= CACHE_LIMIT) RATE_TEXTS.clear()
    byFixed = new Map()
    RATE_TEXTS.set(ppm, byFixed)
  }
  let texts = byFixed.get(rate.fixedCents)
  if (texts === undefined) {
    if (byFixed.size >= CACHE_LIMIT) byFixed.clear()
    texts = rateTextsOf(rate)
    byFixed.set(rate.fixedCents, texts)
  }
  return texts
}

/** `formatRate` for catalogue rates. */
export const rateLabel = (rate: RateLike): string => rateTexts(rate).label
