/** Cumulative net position month by month after a switch: savings minus the one-off cost. */
export function breakEvenSeries(costCents: number, monthlySavingsCents: number, months = 24) {
  return Array.from({ length: months + 1 }, (_, month) => ({
    month,
    netCents: month * monthlySavingsCents - costCents,
  }))
}

/** Volumes (dollars) the crossover search looks at: $500 to $2,000,000 a month. */
export const CROSSOVER_RANGE = { minDollars: 500, maxDollars: 2_000_000, precisionDollars: 100 } as const

/**
 * The lowest monthly volume (whole dollars, to `precisionDollars`) from which `challenger` costs less than
 * `flat`, given cost functions of monthly volume in dollars. Null when it never does in the range;
 * the minimum of the range when it always does.
 */
export function crossoverVolume(
  flat: (volumeDollars: number) => number,
  challenger: (volumeDollars: number) => number,
  range: { minDollars: number; maxDollars: number; precisionDollars: number } = CROSSOVER_RANGE,
): number | null {
  const cheaper = (v: number) => challenger(v) < flat(v)
  if (cheaper(range.minDollars)) return range.minDollars
  // Geometric scan for the first bracket in which the challenger becomes cheaper.
  let lo = range.minDollars
  let hi: number | null = null
  for (let v = range.minDollars * 1.25; v <= range.maxDollars * 1.25; v *= 1.25) {
    const at = Math.min(v, range.maxDollars)
    if (cheaper(at)) {
      hi = at
      break
    }
    lo = at
    if (at === range.maxDollars) break
  }
  if (hi === null) return null
  while (hi - lo > range.precisionDollars) {
    const mid = Math.round((lo + hi) / 2)
    if (cheaper(mid)) hi = mid
    else lo = mid
  }
  // The smallest step of `precisionDollars` at which the challenger is cheaper.
  let v = Math.floor(lo / range.precisionDollars) * range.precisionDollars
  while (!cheaper(v) && v < hi) v += range.precisionDollars
  return v
}

/** Curves for the crossover chart: each series' value (2 decimals) at the given volumes. */
export function costCurve(
  volumesDollars: readonly number[],
  series: Record<string, (volumeDollars: number) => number>,
): Array<Record<string, number>> {
  return volumesDollars.map((volume) => {
    const point: Record<string, number> = { volume }
    for (const [key, cost] of Object.entries(series)) point[key] = Math.round(cost(volume) * 100) / 100
    return point
  })
}
