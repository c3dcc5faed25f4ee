import { describe, expect, it } from 'vitest'
import {
  countOf,
  formatCount,
  formatHundredths,
  formatPercent,
  formatPercentFixed,
  formatRate,
  formatUsd,
  formatUsdFromDollars,
  formatUsdWhole,
  possessive,
  wholePercents,
} from './format'
import { prng } from './pricing/test-support/random-requests'

describe('format', () => {
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

  it('formats dollar amounts, fixed-decimal percentages and possessives', () => {
    expect(formatUsdFromDollars(1234.5)).toBe('$1,234.50')
    expect(formatUsdFromDollars(1234.5, 0)).toBe('$1,235')
    expect(formatUsdFromDollars(0.29)).toBe('$0.29')
    expect(formatPercentFixed(2.9)).toBe('2.90%')
    expect(formatPercentFixed(12.345, 1)).toBe('12.3%')
    expect(formatRate({ percent: 2.9, fixedCents: 30 })).toBe('2.9% + $0.30')
    expect(countOf(1, 'option')).toBe('1 option')
    expect(countOf(1200, 'option')).toBe('1,200 options')
    expect(possessive('Square')).toBe('Square’s')
    expect(possessive('GoDaddy Payments')).toBe('GoDaddy Payments’')
  })
})
