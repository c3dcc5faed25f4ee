import { describe, expect, it } from 'vitest'
import { estimates } from './volume-step'

describe('the volume step’s live estimate (spec §9)', () => {
  it('assumes 2.9% of volume when no fees were typed', () => {
    expect(estimates(400, 20_000)).toMatchObject({ fees: 580, annualSavings: 1044, average: 50 })
    expect(estimates(400, 20_000).label).toBe('Estimated monthly fees (2.9%)')
  })

  it('uses the fees the owner typed, with their share of volume', () => {
    const e = estimates(400, 20_000, 700)
    expect(e.fees).toBe(700)
    expect(e.annualSavings).toBeCloseTo(1260)
    expect(e.label).toBe('Your monthly fees (3.50%)')
  })
})
