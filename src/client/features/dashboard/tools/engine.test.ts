import type { PspProviderDto } from '@shared/catalogue/catalogue.schemas'
import { PROVIDERS } from '@shared/catalogue/providers'
import { describe, expect, it } from 'vitest'
import { catalogueFromLive, headlineRate, monthlyCostCents } from './engine'

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
  it('prices an online shop at another volume with the same average ticket', () => {
    const [p] = catalogueFromLive([live({})])
    if (!p) throw new Error('no provider')
    const m = {
      industry: 'ecommerce' as const,
      businessType: 'startup' as const,
      transactions: 400,
      volumeCents: 2_000_000,
      priorities: [],
    }
    const today = monthlyCostCents(p, m)
    const double = monthlyCostCents(p, m, 4_000_000)
    // A pure percentage-and-fixed price doubles with volume and count (up to rounding of extra lines).
    expect(Math.abs(double - 2 * today)).toBeLessThanOrEqual(2)
    expect(today).toBeGreaterThan(0)
  })
})
