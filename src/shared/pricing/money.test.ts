import { describe, expect, it } from 'vitest'
import { divRoundHalfUp, percentOf, toCents } from './money'

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
})
