/**
 * Integer-cent money helpers. Amounts are non-negative integer cents unless stated otherwise;
 * rounding is half-up (half a cent rounds up).
 */

/** Percentages are stored internally in millionths of the amount: 2.9% → 29_000. */
export const PERCENT_SCALE = 10_000

/** Percent (2.9) → integer parts per million of the amount (29_000), exact for up to 4 decimals. */
export const percentToPpm = (percent: number): number => Math.round(percent * PERCENT_SCALE)

/** Dollars (up to 2 decimals) → integer cents. */
export const toCents = (dollars: number): number => Math.round(dollars * 100)

/** Integer cents → dollars with 2 decimals. */
export const toDollars = (cents: number): number => Math.round(cents) / 100

/** Exact integer division rounded half-up; `numerator` ≥ 0 and `denominator` > 0 are safe integers. */
export const divRoundHalfUp = (numerator: number, denominator: number): number => {
  const quotient = Math.floor(numerator / denominator)
  const remainder = numerator - quotient * denominator
  return remainder * 2 >= denominator ? quotient + 1 : quotient
}

/** Round a non-negative fractional cent amount half-up (tolerates binary noise below 1e-9 cent). */
export const roundCents = (cents: number): number => Math.floor(cents + 0.5 + 1e-9)

/** `amountCents × percent`, rounded half-up, exact for integer cents and percentages with ≤ 4 decimals. */
export const percentOf = (amountCents: number, percent: number): number =>
  divRoundHalfUp(amountCents * percentToPpm(percent), 100 * PERCENT_SCALE)

/**
 * The digit groups that money texts are built from, written once (a lookup costs less than turning a number
 * into text, and each joined piece saves a join): "0"…"999", "$0"…"$999", ",000"…",999" and ".00"…".99".
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
  const whole = divRoundHalfUp(Math.abs(Math.round(cents)), 100)
  return `${sign}${grouped(whole, DOLLARS_3, '')}`
}

/** Dollar amount as it reads in a rate, e.g. 30 → "$0.30". */
export const formatFixedFee = (cents: number): string => formatUsd(cents)

/** "2.9%" / "0.05%": up to 4 decimals, trailing zeros dropped. */
export const formatPercent = (percent: number): string => `${Number(percent.toFixed(4))}%`

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
