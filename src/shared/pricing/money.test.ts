import { describe, expect, it } from 'vitest'
import {
  divRoundHalfUp,
  formatCount,
  formatHundredths,
  formatPercent,
  formatUsd,
  formatUsdWhole,
  percentOf,
  toCents,
  wholePercents,
} from './money'
import { prng } from './test-support/random-requests'

describe('money', () => {
  it.each([
    [5, 2, 3],
    [4, 2, 2],
    [7, 3, 2],
    [1, 2, 1],
    [0, 7, 0],
    [149, 100, 1],
    [150, 100, 2],
  ])('divRoundHalfUp(%i, %i) = %i', (n, d, q) => {
    expect(divRoundHalfUp(n, d)).toBe(q)
  })

  it('converts dollars to cents without binary noise', () => {
    expect(toCents(19.99)).toBe(1999)
    expect(toCents(0.29)).toBe(29)
    expect(toCents(1_234_567.89)).toBe(123_456_789)
  })

  it('takes percentages of cents exactly, half-up', () => {
    expect(percentOf(2_000_000, 2.9)).toBe(58_000)
    expect(percentOf(123_456, 2.9)).toBe(3580) // 3580.224
    expect(percentOf(50, 1)).toBe(1) // 0.5 rounds up
    expect(percentOf(1_000_000, 0.1375)).toBe(1375)
  })

  it('formats dollars', () => {
    expect(formatUsd(123_456_789)).toBe('$1,234,567.89')
    expect(formatUsd(5)).toBe('$0.05')
    expect(formatUsd(70_000)).toBe('$700.00')
    expect(formatUsdWhole(49_550)).toBe('$496')
    expect(formatPercent(2.9)).toBe('2.9%')
    expect(formatPercent(0.1375)).toBe('0.1375%')
  })

  it('formats dollars, counts and hundredths exactly as Intl and toFixed do', () => {
    const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
    const random = prng(7)
    const amounts = [0, 1, 99, 100, 999_99, 1_000_00, 1_000_000_00, 999_999_999_99]
    for (let i = 0; i < 5_000; i++) amounts.push(Math.floor(10 ** (random() * 12)))
    for (const cents of amounts) {
      expect(formatUsd(cents)).toBe(usd.format(cents / 100))
      expect(formatUsd(-cents)).toBe(cents === 0 ? '$0.00' : usd.format(-cents / 100))
      expect(formatCount(cents)).toBe(cents.toLocaleString('en-US'))
      const hundredths = Math.round((cents % 100_000) / 10) / 100
      expect(formatHundredths(hundredths)).toBe(hundredths.toFixed(2))
    }
  })

  it('rounds displayed shares to whole percentages that add up to 100 (largest remainder)', () => {
    // The card mix that read 36 + 8 + 17 + 20 + 6 + 4 + 10 = 101 when each share was rounded alone.
    const mix = [0.355, 0.075, 0.17, 0.2, 0.06, 0.04, 0.1]
    expect(mix.map((s) => Math.round(s * 100)).reduce((a, b) => a + b)).toBe(101)
    const shown = wholePercents(mix)
    expect(shown.reduce((a, b) => a + b)).toBe(100)
    for (const [i, s] of mix.entries()) expect(Math.abs((shown[i] ?? 0) - s * 100)).toBeLessThan(1)
    expect(wholePercents([1 / 3, 1 / 3, 1 / 3])).toEqual([34, 33, 33])
    expect(wholePercents([0.9, 0.1, 0])).toEqual([90, 10, 0])
    expect(wholePercents([0.25, 0.25])).toEqual([25, 25])
    expect(wholePercents([])).toEqual([])
  })
})
