import { describe, expect, it } from 'vitest'
import { PROVIDERS } from '../catalogue/providers'
import { rankProviders } from './rank'
import { request } from './test-support/requests'

const rank = (overrides: Parameters<typeof request>[0]) => rankProviders(request(overrides), PROVIDERS)

describe('scenarios an expert would agree with', () => {
  it('a $2,000/month café: no $99/month subscription comes first, on cost or overall', () => {
    const result = rank({
      businessType: 'startup',
      industryType: 'restaurant',
      monthlyTransactions: 200,
      totalMonthlyVolume: 2_000,
      features: ['easy-setup', 'low-fees'],
    })
    const top = result.recommendations[0]
    const cheapest = [...result.recommendations].sort(
      (a, b) => a.estimatedMonthlyCostCents - b.estimatedMonthlyCostCents,
    )[0]
    for (const r of [top, cheapest]) {
      expect(r?.pspProvider.pricingModel).not.toBe('subscription')
      expect(r?.pspProvider.monthlyFee).toBeLessThan(99)
    }
    const stax = result.recommendations.find((r) => r.pspProvider.id === 'stax')
    expect(stax?.reasons.join(' ')).toMatch(/plan fee is .* of your volume/)
  })

  it('a $500k/month e-commerce merchant: interchange-plus beats flat 2.9% + 30¢', () => {
    const result = rank({
      businessType: 'enterprise',
      monthlyTransactions: 5_000,
      totalMonthlyVolume: 500_000,
      features: ['low-fees'],
    })
    const cost = (id: string) =>
      result.recommendations.find((r) => r.pspProvider.id === id)?.estimatedMonthlyCost ?? 0
    expect(cost('helcim')).toBeLessThan(cost('stripe'))
    expect(cost('adyen')).toBeLessThan(cost('stripe'))
    expect(result.recommendations[0]?.pspProvider.rateBasis).toBe('markup_over_interchange')
    const stripe = result.recommendations.find((r) => r.pspProvider.id === 'stripe')
    expect(stripe?.scoreFactors.find((f) => f.key === 'volumeFit')?.value).toBeLessThan(0.5)
  })

  it('a SaaS with recurring billing as top priority sees subscription billing in the reasons', () => {
    const result = rank({ industryType: 'saas', features: ['recurring', 'low-fees'] })
    const top = result.recommendations[0]
    expect(top?.reasons).toContain('Built-in subscription billing matches your top priority.')
    const stripe = result.recommendations.find((r) => r.pspProvider.id === 'stripe')
    expect(stripe?.reasons).toContain('Built-in subscription billing matches your top priority.')
  })

  it('a restaurant is priced on card-present rates', () => {
    const result = rank({
      industryType: 'restaurant',
      monthlyTransactions: 1_000,
      totalMonthlyVolume: 25_000,
    })
    expect(result.assumptions.channelSplit.cardPresent).toBeGreaterThanOrEqual(0.9)
    const square = result.recommendations.find((r) => r.pspProvider.id === 'square')
    expect(square?.breakdown[0]?.label).toContain('in person (2.6% + $0.15)')
    expect(square?.reasons.some((r) => r.includes('in-person rate of 2.6% + $0.15'))).toBe(true)
  })

  it('an online-only provider does not lead for an in-person restaurant', () => {
    const result = rank({
      industryType: 'restaurant',
      monthlyTransactions: 1_000,
      totalMonthlyVolume: 25_000,
    })
    const top5 = result.recommendations.slice(0, 5).map((r) => r.pspProvider.id)
    for (const id of ['2checkout', 'braintree', 'wepay', 'skrill']) expect(top5).not.toContain(id)
  })

  it('returns the card-mix assumptions with shares that sum to 1', () => {
    const { assumptions } = rank({})
    expect(assumptions.cardMix.reduce((s, c) => s + c.share, 0)).toBeCloseTo(1, 10)
    expect(assumptions.averageTicket).toBe(50)
    expect(assumptions.notes.length).toBeGreaterThan(0)
  })

  it('ranks by match score, ties broken by lower cost then name', () => {
    const recs = rank({ industryType: 'retail' }).recommendations
    for (let i = 1; i < recs.length; i++) {
      const [a, b] = [recs[i - 1], recs[i]]
      if (!a || !b) continue
      expect(a.matchScore).toBeGreaterThanOrEqual(b.matchScore)
      if (a.matchScore === b.matchScore) {
        expect(a.estimatedMonthlyCostCents).toBeLessThanOrEqual(b.estimatedMonthlyCostCents)
        if (a.estimatedMonthlyCostCents === b.estimatedMonthlyCostCents) {
          expect(a.pspProvider.name < b.pspProvider.name).toBe(true)
        }
      }
    }
  })

  it('reports Stripe with its headline online rate in dollars', () => {
    const stripe = rank({}).recommendations.find((r) => r.pspProvider.id === 'stripe')
    expect(stripe?.pspProvider).toMatchObject({
      transactionFeePercent: 2.9,
      transactionFeeFixed: 0.3,
      monthlyFee: 0,
    })
    expect(stripe?.estimatedMonthlyCost).toBe(730) // $700 of card fees + 2 expected chargebacks × $15
    expect(stripe?.effectiveRate).toBe(3.65)
  })
})
