import { describe, expect, it } from 'vitest'
import { PROVIDERS } from '../catalogue/providers'
import { buildContext } from './context'
import { EstimateRequestSchema } from './estimate.schemas'
import { screenDescription } from './merchant'
import { rankProviders } from './rank'
import { costOf, request } from './test-support/requests'

const line = (cost: ReturnType<typeof costOf>, key: string) => cost.breakdown.find((l) => l.key === key)

describe('every fee the merchant would pay, priced exactly', () => {
  it('adds Shopify’s third-party gateway fee by plan to every other processor', () => {
    // $20k/month → Basic plan: 2% of online volume
    const basic = costOf('stripe', { assessmentData: { platform: 'shopify' } })
    expect(line(basic, 'platform-fee')?.cents).toBe(40_000)
    expect(line(basic, 'platform-fee')?.label).toContain('Basic')
    // $60k/month → Grow plan: 1%
    const grow = costOf('helcim', {
      totalMonthlyVolume: 60_000,
      monthlyTransactions: 1_000,
      assessmentData: { platform: 'shopify' },
    })
    expect(line(grow, 'platform-fee')?.cents).toBe(60_000)
    // $250k/month → Advanced plan: 0.6%
    const advanced = costOf('stax', {
      totalMonthlyVolume: 250_000,
      monthlyTransactions: 3_000,
      assessmentData: { platform: 'shopify' },
    })
    expect(line(advanced, 'platform-fee')?.cents).toBe(150_000)
    // Not on Shopify: no fee
    expect(line(costOf('stripe'), 'platform-fee')).toBeUndefined()
  })

  it('prices Shopify Payments at the store’s plan rates without the plan fee (paid either way)', () => {
    const cost = costOf('shopify-payments', {
      totalMonthlyVolume: 60_000,
      monthlyTransactions: 1_000,
      assessmentData: { platform: 'shopify' },
    })
    // Grow: 2.7% × $60,000 + 1,000 × 30¢ = $1,920
    expect(line(cost, 'processing-online')?.cents).toBe(192_000)
    expect(line(cost, 'monthly-fee')).toBeUndefined()
    expect(line(cost, 'platform-fee')).toBeUndefined()
  })

  it('charges expected chargebacks at the rate stated in the description', () => {
    const cost = costOf('stripe', {
      industryType: 'other',
      assessmentData: { industryOther: 'Supplements, chargebacks 1.2%', restrictedCategory: 'none' },
    })
    // 400 transactions × 1.2% = 4.8 chargebacks × $15
    expect(line(cost, 'chargebacks')?.cents).toBe(7_200)
  })

  it('expects fewer chargebacks on in-person high-risk sales than on online ones, and says so', () => {
    const shop = (channelSplit: { cardPresent: number; online: number; keyed: number }) =>
      buildContext(
        request({
          industryType: 'retail',
          assessmentData: { restrictedCategory: 'tobacco-vape', channelSplit },
        }),
      )
    // 400 sales: 1% online (4 chargebacks); in person a quarter of that (1).
    expect(shop({ cardPresent: 0, online: 1, keyed: 0 }).chargebacksPerMonth).toBeCloseTo(4, 9)
    expect(shop({ cardPresent: 1, online: 0, keyed: 0 }).chargebacksPerMonth).toBeCloseTo(1, 9)
    expect(shop({ cardPresent: 0.5, online: 0.5, keyed: 0 }).chargebacksPerMonth).toBeCloseTo(2.5, 9)
    const notes = rankProviders(
      request({
        industryType: 'retail',
        assessmentData: {
          restrictedCategory: 'tobacco-vape',
          channelSplit: { cardPresent: 1, online: 0, keyed: 0 },
        },
      }),
      PROVIDERS,
      { today: '2026-11-25' },
    ).assumptions.notes.join(' ')
    expect(notes).toMatch(/in-person sales at a quarter of the online rate \(an assumption/)
  })

  it('tells a restricted-product merchant that high-risk accounts usually carry a rolling reserve', () => {
    const result = rankProviders(
      request({ industryType: 'ecommerce', assessmentData: { restrictedCategory: 'travel' } }),
      PROVIDERS,
      { today: '2026-11-25' },
    )
    expect(result.recommendations.length).toBeGreaterThan(0)
    for (const r of result.recommendations) expect(r.reasons.join(' ')).toMatch(/rolling reserve/)
    const plain = rankProviders(request({}), PROVIDERS, { today: '2026-11-25' })
    for (const r of plain.recommendations) expect(r.reasons.join(' ')).not.toMatch(/rolling reserve/)
  })

  it('prices a high-risk merchant at the specialist’s high-risk rates', () => {
    const cost = costOf('paymentcloud', { assessmentData: { restrictedCategory: 'cbd' } })
    // 4.25% × $20,000 + 400 × 25¢ = $950 + $30 monthly
    expect(line(cost, 'processing-online')?.cents).toBe(95_000)
    expect(line(cost, 'monthly-fee')?.cents).toBe(3_000)
    // 1% chargebacks × 400 × $25 typical
    expect(line(cost, 'chargebacks')?.cents).toBe(10_000)
  })

  it('prices enterprise volume at a negotiated margin, not the list rate', () => {
    const list = costOf('stripe', { totalMonthlyVolume: 900_000, monthlyTransactions: 9_000 })
    expect(line(list, 'processing-online')?.cents).toBe(2_880_000) // 2.9% × $900,000 + 9,000 × 30¢
    const negotiated = costOf('stripe', { totalMonthlyVolume: 1_000_000, monthlyTransactions: 10_000 })
    expect(line(negotiated, 'markup-online')?.cents).toBe(400_000 + 50_000) // 0.40% + 5¢
    expect(line(negotiated, 'interchange')).toBeDefined()
  })

  it('charges the international share for every provider, flat or interchange-priced', () => {
    // Square prices foreign cards like domestic ones; 2Checkout exempts US merchants; merchants of record
    // include cross-border costs in their rate.
    const noSurcharge = new Set(['square', '2checkout', 'paddle', 'fastspring'])
    for (const p of PROVIDERS) {
      const cost = costOf(p.id, { assessmentData: { internationalShare: 0.3 } })
      if (noSurcharge.has(p.id)) expect(line(cost, 'international'), p.id).toBeUndefined()
      else expect(line(cost, 'international')?.cents ?? 0, p.id).toBeGreaterThan(0)
    }
  })
})

describe('currency conversion on the international share', () => {
  it('prices each provider at its published conversion fee, exact to the cent', () => {
    const options = { assessmentData: { internationalShare: 0.2, chargesInForeignCurrencies: true } }
    // $20,000 × 20% × 1% (Stripe US, when a payment needs converting)
    expect(line(costOf('stripe', options), 'currency-conversion')?.cents).toBe(4_000)
    // $20,000 × 20% × 1.5% (Shopify Payments)
    expect(line(costOf('shopify-payments', options), 'currency-conversion')?.cents).toBe(6_000)
    // PayPal publishes no conversion margin in our source: the typical 1%, labelled as typical.
    const paypal = line(costOf('paypal', options), 'currency-conversion')
    expect(paypal?.cents).toBe(4_000)
    expect(paypal?.detail).toContain('(typical fee)')
    // Paddle's rate includes currency: no extra line.
    expect(line(costOf('paddle', options), 'currency-conversion')).toBeUndefined()
  })

  it('assumes the typical 1% where no conversion fee is published, and says so', () => {
    const foreign = { assessmentData: { internationalShare: 0.2, chargesInForeignCurrencies: true } }
    const conversion = line(costOf('helcim', foreign), 'currency-conversion')
    expect(conversion?.cents).toBe(4_000)
    expect(conversion?.detail).toBe('Helcim: $20,000.00 × 20% × 1% (typical fee)')
    const result = rankProviders(request(foreign), PROVIDERS, { today: '2026-11-25' })
    expect(result.assumptions.notes.join(' ')).toMatch(
      /currency conversion is priced on the international share/,
    )
  })

  it('adds nothing without international sales', () => {
    expect(line(costOf('stripe'), 'currency-conversion')).toBeUndefined()
  })

  it('adds nothing when foreign customers are charged in US dollars (the default), and says so', () => {
    const dollars = { assessmentData: { internationalShare: 0.2 } }
    for (const id of ['stripe', 'paypal', 'helcim', 'stax']) {
      const cost = costOf(id, dollars)
      expect(line(cost, 'currency-conversion')).toBeUndefined()
      expect(line(cost, 'international')).toBeDefined()
    }
    const notes = rankProviders(request(dollars), PROVIDERS, { today: '2026-11-25' }).assumptions.notes
    expect(notes.join(' ')).toMatch(/charged in US dollars: no currency conversion is priced/)
    expect(notes.join(' ')).not.toMatch(/currency conversion is priced on the international share/)
  })
})

describe('invoices paid by ACH', () => {
  const ach = { assessmentData: { achWilling: true } }

  it('moves a quarter of online payments to the provider’s ACH price, exact to the cent', () => {
    const cost = costOf('stripe', ach)
    // $20,000 in 400 online payments: 100 invoices ($5,000) by ACH at 0.8%, the rest on card.
    expect(line(cost, 'ach')?.cents).toBe(4_000)
    expect(line(cost, 'ach')?.detail).toBe('100 invoices paid by ACH: $5,000.00 × 0.8%')
    expect(line(cost, 'processing-online')?.cents).toBe(43_500 + 9_000) // 2.9% × $15,000 + 300 × 30¢
    expect(cost.totalCents).toBe(52_500 + 4_000 + 2_250) // + 1.5 expected chargebacks × $15
  })

  it('caps each transfer where the provider publishes a cap', () => {
    // 20 payments of $1,000: 5 invoices by ACH, 0.8% would be $40, capped at 5 × $5.
    const cost = costOf('stripe', { monthlyTransactions: 20, ...ach })
    expect(line(cost, 'ach')?.cents).toBe(2_500)
    expect(line(costOf('stax', { monthlyTransactions: 20, ...ach }), 'ach')?.cents).toBe(5_000) // 1% of $5,000 < 5 × $10
  })

  it('keeps the payments on card with providers that publish no ACH price, and says so', () => {
    expect(costOf('helcim', ach)).toEqual(costOf('helcim'))
    const result = rankProviders(request(ach), PROVIDERS, { today: '2026-11-25' })
    expect(result.assumptions.notes.join(' ')).toMatch(
      /25% of online and keyed payments is assumed to move to bank transfers \(no answer gives the share\): 100 a month, \$5,000.00/,
    )
  })
})

describe('eligibility before ranking', () => {
  const rank = (overrides: Parameters<typeof request>[0]) =>
    rankProviders(request(overrides), PROVIDERS, { today: '2026-11-25' })

  it('screens the free-text industry for restricted products', () => {
    expect(screenDescription('HIGH RISK … chargebacks 1.2%')).toBe('other-high-risk')
    expect(screenDescription('CBD oils and tinctures')).toBe('cbd')
    expect(screenDescription('Vape shop')).toBe('tobacco-vape')
    expect(screenDescription('Dog grooming')).toBeNull()
    const result = rank({ industryType: 'other', assessmentData: { industryOther: 'Online CBD shop' } })
    expect(result.recommendations.map((r) => r.pspProvider.id)).not.toContain('stripe')
    const stripe = result.excluded?.find((x) => x.id === 'stripe')
    expect(stripe?.reason).toMatch(/does not accept cbd and hemp merchants/)
    expect(stripe?.sourceUrl).toBe('https://stripe.com/legal/restricted-businesses')
  })

  it('offers bank-tied accounts only to that bank’s customers', () => {
    const other = rank({ industryType: 'retail' })
    expect(other.excluded?.map((x) => x.id)).toContain('bank-of-america')
    const customer = rank({ industryType: 'retail', assessmentData: { businessBank: 'bank-of-america' } })
    expect(customer.recommendations.map((r) => r.pspProvider.id)).toContain('bank-of-america')
  })

  it('keeps Squarespace stores to Stripe, PayPal and Square', () => {
    const ids = rank({ assessmentData: { platform: 'squarespace' } }).recommendations.map(
      (r) => r.pspProvider.id,
    )
    expect(new Set(ids)).toEqual(new Set(['stripe', 'paypal', 'square']))
  })

  it('leaves out providers without readers when a third of sales are in person', () => {
    const result = rank({ assessmentData: { channelSplit: { cardPresent: 0.34, online: 0.66, keyed: 0 } } })
    expect(result.excluded?.find((x) => x.id === 'braintree')?.reason).toMatch(/no card readers/)
  })

  it('offers software-bound payments only to merchants on that software (or the platform kind that embeds it)', () => {
    const ids = (r: ReturnType<typeof rank>) => r.recommendations.map((x) => x.pspProvider.id)
    const why = (r: ReturnType<typeof rank>, id: string) => r.excluded?.find((x) => x.id === id)?.reason
    // A salon, a tutoring centre and a plumber that do not run Mindbody.
    for (const industryType of ['other', 'education', 'professional'] as const) {
      const result = rank({ industryType, assessmentData: { industryOther: 'Hair salon' } })
      expect(ids(result)).not.toContain('mindbody-payments')
      expect(why(result, 'mindbody-payments')).toBe(
        "Mindbody Payments comes only with Mindbody's booking software.",
      )
      expect(ids(result)).not.toContain('wepay')
      expect(why(result, 'wepay')).toMatch(/^WePay comes only with software platforms and marketplaces/)
    }
    const studio = rank({ industryType: 'other', assessmentData: { posSoftware: 'mindbody' } })
    expect(ids(studio)).toContain('mindbody-payments')
    // A marketplace is the platform kind that embeds WePay.
    expect(ids(rank({ industryType: 'marketplace' }))).toContain('wepay')
    // Clio Payments only for firms that say they bill in Clio.
    const online = { cardPresent: 0, online: 1, keyed: 0 }
    const firm = {
      industryType: 'professional',
      assessmentData: { trustAccounting: true, channelSplit: online },
    } as const
    const noClio = rank({ ...firm, assessmentData: { ...firm.assessmentData, industryOther: 'Law firm' } })
    expect(why(noClio, 'clio-payments')).toBe("Clio Payments comes only with Clio's legal practice software.")
    const onClio = rank({
      ...firm,
      assessmentData: { ...firm.assessmentData, industryOther: 'Law firm billing in Clio' },
    })
    expect(ids(onClio)).toContain('clio-payments')
  })

  it('names the minimum volume of enterprise acquirers', () => {
    const result = rank({})
    expect(result.excluded?.find((x) => x.id === 'fiserv-carat')?.reason).toMatch(
      /from about \$1,000,000 a month/,
    )
  })
})

describe('sanity checks on absurd answers', () => {
  const parse = (over: Record<string, unknown>) =>
    EstimateRequestSchema.safeParse({
      businessType: 'startup',
      industryType: 'retail',
      monthlyTransactions: 100,
      totalMonthlyVolume: 10_000,
      ...over,
    })

  it('questions fees of half the volume', () => {
    const r = parse({ assessmentData: { lastMonthFees: 5_000 } })
    expect(r.success).toBe(false)
    expect(r.error?.issues[0]?.message).toMatch(/more than 15% of your card volume/)
  })

  it('questions a 10¢ average sale', () => {
    const r = parse({ monthlyTransactions: 100_000, totalMonthlyVolume: 10_000 })
    expect(r.error?.issues[0]?.message).toMatch(/average sale under \$0.25/)
  })

  it('rejects a channel split that does not add up to 100%', () => {
    const r = parse({ assessmentData: { channelSplit: { cardPresent: 0.5, online: 0.4, keyed: 0.4 } } })
    expect(r.error?.issues[0]?.message).toBe('The in-person, online and keyed shares must add up to 100%.')
  })
})

describe('subscription billing add-ons', () => {
  it('charges Stripe Billing’s 0.7% on recurring volume for a SaaS, and nothing for a one-off shop', () => {
    const saas = costOf('stripe', { industryType: 'saas' })
    expect(saas.breakdown.find((l) => l.key === 'subscription-addon')?.cents).toBe(14_000) // $20,000 × 0.7%
    expect(costOf('stripe').breakdown.find((l) => l.key === 'subscription-addon')).toBeUndefined()
    expect(
      costOf('helcim', { industryType: 'saas' }).breakdown.find((l) => l.key === 'subscription-addon'),
    ).toBeUndefined()
  })
})
