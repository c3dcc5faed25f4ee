/** The costs of a ranking in ascending order, and how many of them are below a value. */

export function ascendingCosts(items: readonly { costCents: number }[]): Float64Array {
  // A typed array sorts numerically without a comparator call per comparison.
  const costs = new Float64Array(items.length)
  for (let i = 0; i < items.length; i++) costs[i] = (items[i] as { costCents: number }).costCents
  return costs.sort()
}

/** How many values of an ascending array are below `value` (binary search). */
export function countBelow(sorted: ArrayLike<number>, value: number): number {
  let low = 0
  let high = sorted.length
  while (low < high) {
    const mid = (low + high) >>> 1
    if ((sorted[mid] as number) < value) low = mid + 1
    else high = mid
  }
  return low
}
