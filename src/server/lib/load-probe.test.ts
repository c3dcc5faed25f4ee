import { afterEach, describe, expect, it, vi } from 'vitest'
import { createLoadProbe, type LoopTime } from './load-probe'

afterEach(() => {
  vi.useRealTimers()
})

describe('the load probe', () => {
  // The event loop's time is handed in: measuring the real loop made the outcome depend on how busy the
  // machine was (a 1 ms wait on a crowded host counted as a long idle stretch).
  it('says busy after a window mostly spent running code, and quiet after one spent waiting', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    const loop: LoopTime = { active: 0, idle: 0 }
    const window = (active: number, idle: number) => {
      loop.active += active
      loop.idle += idle
      vi.advanceTimersByTime(100)
    }
    const probe = createLoadProbe({ intervalMs: 100, loopTime: () => ({ ...loop }) })
    try {
      expect(probe.busy()).toBe(false)
      window(5, 95)
      expect(probe.busy()).toBe(false)
      window(80, 20)
      expect(probe.busy()).toBe(true)
      // At the threshold (70%) is not over it.
      window(70, 30)
      expect(probe.busy()).toBe(false)
      window(95, 5)
      window(10, 90)
      expect(probe.busy()).toBe(false)
    } finally {
      probe.stop()
    }
  })
})
