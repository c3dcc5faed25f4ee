import type { Clock } from '../../src/server/lib/clock'

/**
 * The app's clock in a test (`AppDeps.now`). It follows the system clock until the test holds it; held,
 * time stands still — a rate-limit window cannot roll over and a cache cannot go stale however slowly
 * the machine runs — and moves only when the test advances it.
 */
export type TestClock = Clock & {
  /** Stops time at `at` (by default now) until `advance` or `release`. */
  hold: (at?: Date | number) => void
  /** Moves time forward by `ms` (held or not). */
  advance: (ms: number) => void
  /** Follows the system clock again. */
  release: () => void
}

export function createTestClock(): TestClock {
  let held: number | null = null
  let offset = 0
  const clock = () => new Date(held ?? Date.now() + offset)
  return Object.assign(clock, {
    hold: (at?: Date | number) => {
      held = at === undefined ? clock().getTime() : new Date(at).getTime()
    },
    advance: (ms: number) => {
      if (held === null) offset += ms
      else held += ms
    },
    release: () => {
      held = null
      offset = 0
    },
  })
}
