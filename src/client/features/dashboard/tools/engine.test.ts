import type { PspProviderDto } from '@shared/catalogue/catalogue.schemas'
import { PROVIDERS } from '@shared/catalogue/providers'
import { describe, expect, it } from 'vitest'
import { catalogueFromLive, costAtVolume, headlineRate, scaledRequest } from './engine'

const stripe = PROVIDERS.find((p) => p.id === 'stripe')
if (!stripe) throw new Error('stripe missing from the catalogue')
const live = (over: Partial<PspProviderDto>) =>
  ({
    id: 'stripe',
    name: 'Stripe',
    description: stripe.description,
    transactionFeePercent: stripe.cardNotPresent.percent,
    transactionFeeFixed: stripe.cardNotPresent.fixedCents / 100,
    monthlyFee: 0,
    setupFee: 0,
    features: stripe.features,
    sourceUrl: stripe.sourceUrl,
    asOf: stripe.asOf,
    ...over,
  }) as PspProviderDto

describe('the tools’ engine adapter', () => {
  it('takes the headline fees the server lists now (an administrator’s edit) and leaves out unlisted providers', () => {
    const [p, ...rest] = catalogueFromLive([
      live({ transactionFeePercent: 3.4, transactionFeeFixed: 0.35, monthlyFee: 10 }),
    ])
    expect(rest).toEqual([])
    expect(p?.cardNotPresent).toEqual({ percent: 3.4, fixedCents: 35 })
    expect(p?.monthlyFeeCents).toBe(1000)
    expect(headlineRate(p ?? stripe)).toBe('3.4% + $0.35')
  })
  it('prices an online shop at another volume with its full answers and the same average ticket', () => {
    const [p] = catalogueFromLive([live({})])
    if (!p) throw new Error('no provider')
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
