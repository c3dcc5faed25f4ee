/** Small helpers of the dashboard tools: money in integer cents, rates in plain percent (2.9 = 2.9%). */

/** Cost of a flat price: volume × percent + count × fixed + monthly (spec §9), rounded to the cent. */
export const flatCostCents = (args: {
  volumeCents: number
  transactions: number
  percent: number
  fixedCents: number
  monthlyCents?: number
}): number =>
  Math.round((args.volumeCents * args.percent) / 100) +
  args.transactions * args.fixedCents +
  (args.monthlyCents ?? 0)

/** What a month of processing costs as a share of card volume, in percent with 2 decimals. */
export const effectiveRatePercent = (costCents: number, volumeCents: number): number =>
  volumeCents > 0 ? Math.round((costCents / volumeCents) * 10_000) / 100 : 0

/** One decimal place, for months and multipliers shown to people. */
export const oneDecimal = (n: number): number => Math.round(n * 10) / 10
