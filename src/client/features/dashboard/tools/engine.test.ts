import { PROVIDERS } from '@shared/catalogue/providers'
import { describe, expect, it } from 'vitest'
import { costAtVolume, headlineRate, scaledRequest } from './engine'

const stripe = PROVIDERS.find((p) => p.id === 'stripe')
if (!stripe) throw new Error('stripe missing from the catalogue')
describe('the tools’ engine adapter', () => {
  it('prices an online shop at another volume with its full answers and the same average ticket', () => {
    const p = stripe
    const request = {
      industryType: 'ecommerce' as const,
      businessType: 'startup' as const,
      monthlyTransactions: 400,
      totalMonthlyVolume: 20_000,
      features: [],
      assessmentData: { channelSplit: { cardPresent: 0, online: 1, keyed: 0 }, lastMonthFees: 610 },
    }
    const today = costAtVolume(p, request, 2_000_000)
    const double = costAtVolume(p, request, 4_000_000)
    // A pure percentage-and-fixed price doubles with volume and count (up to rounding of extra lines).
    expect(Math.abs(double - 2 * today)).toBeLessThanOrEqual(2)
    expect(today).toBeGreaterThan(0)
    // Last month's fees scale with the sales; every other answer stays.
    const scaled = scaledRequest(request, 2)
    expect(scaled).toMatchObject({ monthlyTransactions: 800, totalMonthlyVolume: 40_000 })
    expect(scaled.assessmentData).toEqual({ ...request.assessmentData, lastMonthFees: 1220 })
  })
  it('reads an interchange-plus margin as one', () => {
    const adyen = PROVIDERS.find((x) => x.rateBasis === 'markup_over_interchange')
    if (!adyen) throw new Error('no interchange-plus provider')
    expect(headlineRate(adyen)).toMatch(/^Interchange \+ \d/)
  })
})
