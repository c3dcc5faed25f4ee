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

/** "000"…"999" and "00"…"99": the zero-padded digit groups that money texts are built from, written once. */
const PADDED_3 = Array.from({ length: 1000 }, (_, n) => String(n).padStart(3, '0'))
const PADDED_2 = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0'))

/** "12,345" for a non-negative integer. */
const group = (n: number): string => {
  if (n < 1000) return String(n)
  let out = ''
  let rest = n
  while (rest >= 1000) {
    const high = Math.floor(rest / 1000)
    out = `,${PADDED_3[rest - high * 1000]}${out}`
    rest = high
  }
  return `${rest}${out}`
}

/** "$1,234.56" from cents. */
export const formatUsd = (cents: number): string => {
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(Math.round(cents))
  const whole = Math.floor(abs / 100)
  return `${sign}$${group(whole)}.${PADDED_2[abs - whole * 100]}`
}

/** "$1,235" from cents, rounded half-up to whole dollars. */
export const formatUsdWhole = (cents: number): string => {
  const sign = cents < 0 ? '-' : ''
  const whole = divRoundHalfUp(Math.abs(Math.round(cents)), 100)
  return `${sign}$${group(whole)}`
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
  return `${whole}.${PADDED_2[hundredths - whole * 100]}`
}

/** "12,345" for an integer count. */
export const formatCount = (n: number): string => group(n)
