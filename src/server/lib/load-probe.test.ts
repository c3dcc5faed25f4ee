import { describe, expect, it } from 'vitest'
import { createLoadProbe } from './load-probe'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const spin = (ms: number) => {
  const until = performance.now() + ms
  while (performance.now() < until) {}
}

describe('the load probe', () => {
  // Real time, by necessity: the probe measures the real event loop's utilisation (busy versus idle time),
  // which no injected clock can stand in for; each window is 100 ms, each wait 2.5 windows.
  it('says busy after a window mostly spent running code, and quiet after one spent waiting', async () => {
    const probe = createLoadProbe({ intervalMs: 100 })
    try {
      await sleep(250)
      expect(probe.busy()).toBe(false)
      for (let i = 0; i < 8; i++) {
        spin(40)
        await sleep(1)
      }
      expect(probe.busy()).toBe(true)
      await sleep(250)
      expect(probe.busy()).toBe(false)
    } finally {
      probe.stop()
    }
  })
})
