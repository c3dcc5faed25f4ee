import { EstimateRequestSchema } from '@shared/pricing/estimate.schemas'
import { describe, expect, it } from 'vitest'
import { liveRequest } from '../api/live-savings'
import { estimates } from './volume-step'

describe('the volume step’s live estimate (spec §9)', () => {
  it('assumes 2.9% of volume when no fees were typed', () => {
    expect(estimates(400, 20_000)).toEqual({
      fees: 580,
      label: 'Estimated monthly fees (2.9%)',
      average: 50,
    })
  })

  it('uses the fees the owner typed, with their share of volume', () => {
    const e = estimates(400, 20_000, 700)
    expect(e.fees).toBe(700)
    expect(e.label).toBe('Your monthly fees (3.50%)')
  })
})

describe('the engine request behind the live savings', () => {
  const figures = {
    businessType: 'established' as const,
    industryType: 'restaurant',
    transactions: 400,
    volume: 20_000,
    lastMonthFees: 0,
  }

  it('asks the engine only once the figures can be priced', () => {
    expect(liveRequest({ ...figures, industryType: null })).toBeNull()
    expect(liveRequest({ ...figures, transactions: 0 })).toBeNull()
    expect(liveRequest({ ...figures, volume: 0 })).toBeNull()
    expect(liveRequest({ ...figures, transactions: 100_000, volume: 1 })).toBeNull()
    expect(liveRequest({ ...figures, volume: 200_000_000 })).toBeNull()
    // Fees larger than any processor charges on that volume are refused by the endpoint: not sent.
    expect(liveRequest({ ...figures, lastMonthFees: 20_000 })).toBeNull()
  })

  it('sends what was typed, last month’s fees included, as the estimate endpoint parses it', () => {
    const request = liveRequest({ ...figures, lastMonthFees: 700 })
    expect(EstimateRequestSchema.parse(request)).toMatchObject({
      businessType: 'established',
      industryType: 'restaurant',
      monthlyTransactions: 400,
      totalMonthlyVolume: 20_000,
      assessmentData: { lastMonthFees: 700 },
    })
    expect(liveRequest(figures)?.assessmentData).toBeUndefined()
  })
})
