import { describe, expect, it } from 'vitest'
import { PROVIDERS } from '../catalogue/providers'
import { rankProviders } from './rank'
import { costOf, request } from './test-support/requests'

/** Published fee schedules applied by hand (cents). E-commerce and SaaS are 100% card-not-present. */
describe('flat-rate cost against published schedules', () => {
  it.each([
    // Last column: expected chargebacks, 0.5% of e-commerce transactions × the provider's fee ($25 if unpublished).
    ['stripe', 20_000, 400, 70_000, 3_000], // 2.9% × $20,000 + 400 × $0.30; 2 × $15
    ['square', 20_000, 400, 70_000, 0], // Online API 2.9% + 30¢; Square charges no chargeback fee
    ['paypal', 10_000, 200, 38_700, 1_500], // 2.89% + 49¢ (card payments); 1 × $15
    ['2checkout', 1_000, 10, 3_850, 125], // 3.5% + 35¢; 0.05 × $25
    ['authorize-net', 5_000, 100, 20_000, 1_250], // 2.9% + 30¢ + $25 gateway; 0.5 × $25
    ['shopify-payments', 1_234.56, 37, 7_590, 278], // 35.80224 + 11.10 + 29 → $75.90; 0.185 × $15
    ['clover', 3_000, 60, 12_595, 750], // 3.5% + 10¢ + $14.95; 0.3 × $25
    ['braintree', 999.99, 1, 2_639, 8], // 2.59% + 49¢: 25.899741 + 0.49 → $26.39; 0.005 × $15
  ])(
    '%s at $%d / %d transactions online = %i cents + %i cents of chargebacks',
    (id, volume, count, cents, chargebacks) => {
      const cost = costOf(id, { totalMonthlyVolume: volume, monthlyTransactions: count })
      expect(cost.breakdown.find((l) => l.key === 'chargebacks')?.cents ?? 0).toBe(chargebacks)
      expect(cost.totalCents).toBe(cents + chargebacks)
    },
  )

  it('prices a restaurant on card-present rates (90% in person, 10% online)', () => {
    const cost = costOf('square', {
      industryType: 'restaurant',
      totalMonthlyVolume: 10_000,
      monthlyTransactions: 500,
    })
    // In person: $9,000 × 2.6% + 450 × $0.15 = $301.50; online: $1,000 × 2.9% + 50 × $0.30 = $44.00
    expect(cost.breakdown.map((l) => [l.key, l.cents])).toEqual([
      ['processing-cardPresent', 30_150],
      ['processing-online', 4_400],
    ])
    expect(cost.totalCents).toBe(34_550)
  })

  it('uses the keyed rate for keyed payments (professional services)', () => {
    const cost = costOf('stripe', {
      industryType: 'professional',
      totalMonthlyVolume: 10_000,
      monthlyTransactions: 100,
    })
    const keyed = cost.breakdown.find((l) => l.key === 'processing-keyed')
    // $2,000 × 3.4% + 20 × $0.30
    expect(keyed?.cents).toBe(7_400)
  })

  it('adds the international surcharge and currency conversion on the international share', () => {
    const cost = costOf('stripe', {
      assessmentData: { internationalShare: 0.2, chargesInForeignCurrencies: true },
    })
    expect(cost.breakdown.find((l) => l.key === 'international')?.cents).toBe(6_000) // $20,000 × 20% × 1.5%
    expect(cost.breakdown.find((l) => l.key === 'currency-conversion')?.cents).toBe(4_000) // × 1%
    expect(cost.totalCents).toBe(76_000 + 4_000 + 3_000) // + 2 expected chargebacks × $15
  })
})

describe('interchange-plus, subscription, tiered and quote pricing', () => {
  it('charges Helcim its published margin for the volume tier', () => {
    const low = costOf('helcim')
    expect(low.breakdown.find((l) => l.key === 'markup-online')?.cents).toBe(20_000) // 0.50% + 25¢
    const high = costOf('helcim', { totalMonthlyVolume: 600_000, monthlyTransactions: 6_000 })
    expect(high.breakdown.find((l) => l.key === 'markup-online')?.cents).toBe(240_000) // 0.25% + 15¢
  })

  it('includes interchange and network fees for interchange-priced providers', () => {
    const keys = costOf('adyen').breakdown.map((l) => l.key)
    expect(keys).toEqual(expect.arrayContaining(['interchange', 'network-fees', 'markup-online']))
  })

  it.each([
    [12_000, 9_900], // $144,000 a year: up to $150k
    [15_000, 13_900], // $180,000 a year: $150–250k
    [20_833.33, 13_900], // $249,999.96 a year: still the $139 band
  ])('picks the Stax plan for $%d a month (plan fee %i cents)', (volume, fee) => {
    const cost = costOf('stax', { totalMonthlyVolume: volume, monthlyTransactions: 200 })
    expect(cost.breakdown.find((l) => l.key === 'monthly-fee')?.cents).toBe(fee)
    expect(cost.breakdown.find((l) => l.key === 'per-transaction-online')?.cents).toBe(3_000) // 200 × 15¢
  })

  it('leaves Stax out above its published bands ($250,000 a year), where it quotes "$199+"', () => {
    const result = rankProviders(request({ totalMonthlyVolume: 30_000, monthlyTransactions: 200 }), PROVIDERS)
    expect(result.recommendations.map((r) => r.pspProvider.id)).not.toContain('stax')
    expect(result.excluded?.find((x) => x.id === 'stax')?.reason).toBe(
      'Stax’s published pricing is for merchants up to $20,833 a month; above that it is a custom quote.',
    )
  })

  it('amortises setup fees over 36 months and applies tiered buckets', () => {
    const cost = costOf('first-data', { industryType: 'retail' })
    expect(cost.breakdown.find((l) => l.key === 'setup-amortised')?.cents).toBe(278) // $100 / 36
    expect(cost.breakdown.some((l) => l.key === 'tier-qualified')).toBe(true)
    expect(cost.breakdown.some((l) => l.key === 'tier-nonQualified')).toBe(true)
  })

  it('tops up to the monthly minimum and adds typical ISO account fees for quote providers', () => {
    const cost = costOf('worldpay', { totalMonthlyVolume: 100, monthlyTransactions: 5 })
    const byKey = Object.fromEntries(cost.breakdown.map((l) => [l.key, l.cents]))
    expect(byKey['markup-online']).toBe(135) // 0.60% × $100 + 5 × 15¢
    expect(byKey['monthly-minimum']).toBe(2_500 - 135)
    expect(byKey.pci).toBe(995)
    expect(byKey.statement).toBe(1_000)
    expect(byKey.gateway).toBe(1_000)
    expect(byKey.batch).toBe(750)
  })

  it('sums the breakdown to the total', () => {
    for (const id of ['stripe', 'helcim', 'stax', 'first-data', 'worldpay']) {
      const cost = costOf(id, { industryType: 'healthcare' })
      expect(cost.breakdown.reduce((s, l) => s + l.cents, 0)).toBe(cost.totalCents)
    }
  })
})
