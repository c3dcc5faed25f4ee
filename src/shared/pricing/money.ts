/**
 * Integer-cent money arithmetic (the texts are written by src/shared/format.ts). Amounts are non-negative integer
 * cents unless stated otherwise; rounding is half-up (half a cent rounds up).
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
