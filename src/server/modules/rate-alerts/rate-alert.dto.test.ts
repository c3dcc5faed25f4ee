import { describe, expect, it } from 'vitest'
import { matchesAlert } from './rate-alert.dto'

const fees = (percent: number, fixedCents = 30, monthlyCents = 0, setupCents = 0) => ({
  percent,
  fixedCents,
  monthlyCents,
  setupCents,
})

describe('which fee changes concern an alert', () => {
  it('follows the type: increase, decrease or any', () => {
    const up = [fees(2.9), fees(3.1)] as const
    const down = [fees(2.9), fees(2.7)] as const
    expect(matchesAlert({ type: 'increase', threshold: null }, ...up)).toBe(true)
    expect(matchesAlert({ type: 'increase', threshold: null }, ...down)).toBe(false)
    expect(matchesAlert({ type: 'decrease', threshold: null }, ...down)).toBe(true)
    expect(matchesAlert({ type: 'any', threshold: null }, ...down)).toBe(true)
    expect(matchesAlert({ type: 'any', threshold: null }, fees(2.9), fees(2.9))).toBe(false)
  })
  it('takes the direction from the other fees when the rate did not move', () => {
    expect(matchesAlert({ type: 'increase', threshold: null }, fees(2.9, 30, 0), fees(2.9, 30, 1000))).toBe(
      true,
    )
    expect(matchesAlert({ type: 'decrease', threshold: null }, fees(2.9, 30), fees(2.9, 25))).toBe(true)
  })
  it('needs a rate change of at least the threshold, in percentage points', () => {
    expect(matchesAlert({ type: 'any', threshold: 0.2 }, fees(2.9), fees(3.0))).toBe(false)
    expect(matchesAlert({ type: 'any', threshold: 0.2 }, fees(2.9), fees(3.1))).toBe(true)
    expect(matchesAlert({ type: 'any', threshold: 0.2 }, fees(2.9, 30, 0), fees(2.9, 30, 500))).toBe(false)
  })
})
