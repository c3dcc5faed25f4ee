/** The costs of a ranking in ascending order, and how many of them are below a value. */

export function ascendingCosts(items: readonly { costCents: number }[]): number[] {
  return items.map((item) => item.costCents).sort((a, b) => a - b)
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
