import type { PspProviderDto } from '@shared/catalogue/catalogue.schemas'
import { describe, expect, it } from 'vitest'
import { monthlyCostLabel, transactionFee } from './fees'
import { filterViews, providerViews, sortViews } from './provider-views'

const dto = (id: string, over: Partial<PspProviderDto> = {}): PspProviderDto => ({
  id,
  name: id.toUpperCase(),
  description: '',
  transactionFeePercent: 2.9,
  transactionFeeFixed: 0.3,
  monthlyFee: 0,
  setupFee: 0,
  pricingModel: 'flat',
  rateBasis: 'all_in',
  features: [],
  supportedIndustries: ['ecommerce'],
  bestFor: '',
  website: `https://${id}.example`,
  pros: [],
  cons: [],
  contractTerms: '',
  payout: '',
  additionalFees: [],
  integrationOptions: [],
  isEstimate: false,
  sourceUrl: '',
  asOf: '2026-11-01',
  ...over,
})

const ranked = (p: PspProviderDto, matchScore: number, cents: number) => ({
  pspProvider: p,
  matchScore,
  estimatedMonthlyCost: cents / 100,
  estimatedMonthlyCostCents: cents,
  reasons: [],
})

describe('provider recommendations views', () => {
  const a = dto('a', { supportedIndustries: ['retail'], setupFee: 99 })
  const b = dto('b', { supportedIndustries: ['restaurant', 'retail'], monthlyFee: 10 })
  const c = dto('c', { supportedIndustries: ['professional'], transactionFeePercent: 2.6 })
  const catalogue = [a, b, c]

  it('puts the ranked providers first and the rest of the catalogue after them', () => {
    const views = providerViews([ranked(b, 90, 50_000), ranked(a, 70, 40_000)], catalogue)
    expect(views.map((v) => [v.id, v.matchScore])).toEqual([
      ['b', 90],
      ['a', 70],
      ['c', null],
    ])
    expect(views[0]?.details?.supportedIndustries).toEqual(['restaurant', 'retail'])
  })

  it('filters by business type, service meaning professional services', () => {
    const views = providerViews([], catalogue)
    expect(filterViews(views, 'retail').map((v) => v.id)).toEqual(['a', 'b'])
    expect(filterViews(views, 'service').map((v) => v.id)).toEqual(['c'])
    expect(filterViews(views, 'all')).toHaveLength(3)
  })

  it('sorts by match, by cost on the user’s numbers, and by setup', () => {
    const views = providerViews([ranked(b, 90, 50_000), ranked(a, 95, 40_000)], catalogue)
    expect(sortViews(views, 'match').map((v) => v.id)).toEqual(['a', 'b', 'c'])
    expect(sortViews(views, 'cost').map((v) => v.id)).toEqual(['a', 'b', 'c'])
    expect(sortViews(views, 'setup').map((v) => v.id)).toEqual(['c', 'b', 'a'])
  })

  it('reads an interchange-plus margin as one, and never shows a monthly fee as a monthly cost', () => {
    const adyen = dto('adyen', {
      transactionFeePercent: 0.6,
      transactionFeeFixed: 0.13,
      rateBasis: 'markup_over_interchange',
    })
    const views = providerViews(
      [ranked(a, 90, 40_000)],
      [a, b, adyen],
      [{ id: 'adyen', reason: 'Adyen takes businesses above $1M a year.' }],
    )
    expect(views.map((v) => v.id)).toEqual(['a', 'b', 'adyen'])
    const [first, unranked, left] = views
    if (!first || !unranked || !left) throw new Error('views missing')
    expect(transactionFee(left)).toBe('Interchange + 0.6% + $0.13')
    expect(transactionFee(first)).toBe('2.9% + $0.30')
    expect(monthlyCostLabel(first)).toBe('$400.00/mo')
    expect(monthlyCostLabel(unranked)).toBe('Not priced for your business')
    expect(monthlyCostLabel(left)).toBe('Cannot take your business')
    expect(left.excludedReason).toBe('Adyen takes businesses above $1M a year.')
  })
})
