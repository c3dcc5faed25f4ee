/**
 * How the product writes numbers, money, rates and counts: the one place for every such text a user reads,
 * on a page, in a mail or in the PDF. Money is integer cents unless a name says dollars; rounding is half-up.
 * Dates are written by `format-date.ts`, apart, so that a page showing none loads no date library.
 */

/**
 * The digit groups that money texts are built from, written once: "0"…"999", "$0"…"$999", ",000"…",999" and
 * ".00"…".99". The engine writes dozens of money texts per provider for every ranking, and a lookup costs far
 * less than `Intl.NumberFormat` or `toFixed`: with those two in their place `npm run bench:engine` measured the
 * whole ranking at 98.5 µs CPU per assessment against 59.6 µs with the tables (2026-11-27, same machine). The
 * test beside this file checks every text against `Intl.NumberFormat` and `toFixed`.
 */
const PLAIN_3 = Array.from({ length: 1000 }, (_, n) => String(n))
const DOLLARS_3 = PLAIN_3.map((digits) => `$${digits}`)
const COMMA_3 = PLAIN_3.map((digits) => `,${digits.padStart(3, '0')}`)
const CENTS_2 = Array.from({ length: 100 }, (_, n) => `.${String(n).padStart(2, '0')}`)

/** `head` for the thousands of `n` (a non-negative integer) followed by its comma groups, then `tail`. */
const grouped = (n: number, head: readonly string[], tail: string): string => {
  let out = tail
  let rest = n
  while (rest >= 1000) {
    const high = Math.floor(rest / 1000)
    out = `${COMMA_3[rest - high * 1000]}${out}`
    rest = high
  }
  return `${head[rest]}${out}`
}

/** "$1,234.56" from cents. */
export const formatUsd = (cents: number): string => {
  const abs = Math.abs(Math.round(cents))
  const whole = Math.floor(abs / 100)
  const text = grouped(whole, DOLLARS_3, CENTS_2[abs - whole * 100] as string)
  return cents < 0 ? `-${text}` : text
}

/** "$1,235" from cents, rounded half-up to whole dollars. */
export const formatUsdWhole = (cents: number): string => {
  const sign = cents < 0 ? '-' : ''
  const whole = Math.floor((Math.abs(Math.round(cents)) + 50) / 100)
  return `${sign}${grouped(whole, DOLLARS_3, '')}`
}

/** "$29" for whole dollars, "$9.99" otherwise: a price as a plan lists it. */
export const formatUsdShort = (cents: number): string =>
  Math.round(cents) % 100 === 0 ? formatUsdWhole(cents) : formatUsd(cents)

/**
 * "$1,234.56" (or "$1,235" with `digits` 0) from a dollar amount, for the few figures that are still dollars
 * (an assessment's volume, the admin's revenue figures, the report's savings).
 */
export const formatUsdFromDollars = (dollars: number, digits: 0 | 2 = 2): string => {
  const cents = Math.round(dollars * 100)
  return digits === 0 ? formatUsdWhole(cents) : formatUsd(cents)
}

/** A fixed fee as it reads in a rate: 30 → "$0.30". */
export const formatFixedFee = (cents: number): string => formatUsd(cents)

/** "2.9%" / "0.05%": up to `maxDigits` decimals (4 unless given), trailing zeros dropped. */
export const formatPercent = (percent: number, maxDigits = 4): string =>
  `${Number(percent.toFixed(maxDigits))}%`

/** "2.90%" / "12.5%": a percentage with exactly `digits` decimals (an effective rate, a share of volume). */
export const formatPercentFixed = (percent: number, digits = 2): string => `${percent.toFixed(digits)}%`

/** A rate such as "2.9% + $0.30". */
export const formatRate = (rate: { percent: number; fixedCents: number }): string =>
  `${formatPercent(rate.percent)} + ${formatFixedFee(rate.fixedCents)}`

/**
 * `value.toFixed(2)` for a non-negative value already rounded to hundredths (such as `Math.round(x * 100) / 100`),
 * without the cost of `toFixed`: the nearest double to k/100 always prints as k/100.
 */
export const formatHundredths = (value: number): string => {
  const hundredths = Math.round(value * 100)
  const whole = Math.floor(hundredths / 100)
  return `${whole}${CENTS_2[hundredths - whole * 100]}`
}

/** "12,345" for an integer count. */
export const formatCount = (n: number): string =>
  Number.isInteger(n) && n >= 0 ? grouped(n, PLAIN_3, '') : String(n)

/** "1 option" / "3 options": a count with its noun in the singular only for exactly 1. */
export const countOf = (n: number, singular: string, plural = `${singular}s`): string =>
  `${formatCount(n)} ${n === 1 ? singular : plural}`

/**
 * Whole percentages for shares (fractions of a whole) that add up to exactly 100 when the shares do: each is
 * rounded down, then the points left go to the largest remainders (ties to the earlier share). Shares that
 * do not add up to 1 are rounded one by one.
 */
export const wholePercents = (shares: readonly number[]): number[] => {
  const exact = shares.map((s) => s * 100)
  const total = exact.reduce((sum, p) => sum + p, 0)
  if (shares.length === 0 || Math.abs(total - 100) > 0.5) return exact.map((p) => Math.round(p))
  const floors = exact.map((p) => Math.floor(p + 1e-9))
  let left = 100 - floors.reduce((sum, p) => sum + p, 0)
  const order = exact
    .map((p, i) => ({ i, remainder: p - (floors[i] ?? 0) }))
    .sort((a, b) => b.remainder - a.remainder || a.i - b.i)
  for (const { i } of order) {
    if (left <= 0) break
    floors[i] = (floors[i] ?? 0) + 1
    left--
  }
  return floors
}

/** A name's possessive, as the product writes it: "Square’s", "GoDaddy Payments’". */
export const possessive = (name: string): string => (name.endsWith('s') ? `${name}’` : `${name}’s`)
