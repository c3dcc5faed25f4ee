/**
 * The costs of a ranking in ascending order, and how many of them are below a value. A ranking has a few dozen
 * costs: sorting them by insertion into a plain array is several times faster than a `Float64Array`'s sort
 * (whose backing store is allocated outside the JavaScript heap), and gives the same order.
 */

export function ascendingCosts(items: readonly { costCents: number }[]): number[] {
  const sorted: number[] = []
  for (const item of items) {
    const cents = item.costCents
    let at = sorted.length
    sorted.push(cents)
    while (at > 0 && (sorted[at - 1] as number) > cents) {
      sorted[at] = sorted[at - 1] as number
      at--
    }
    sorted[at] = cents
  }
  return sorted
}

/** How many values of an ascending array are below `value` (binary search). */
export function countBelow(sorted: readonly number[], value: number): number {
  let low = 0
  let high = sorted.length
  while (low < high) {
    const mid = (low + high) >>> 1
    if ((sorted[mid] as number) < value) low = mid + 1
    else high = mid
  }
  return low
}
