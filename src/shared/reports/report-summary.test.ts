import { describe, expect, it } from 'vitest'
import { PROVIDERS } from '../catalogue/providers'
import { EstimateRequestSchema } from '../pricing/estimate.schemas'
import { rankProviders } from '../pricing/rank'
import type { UserReport } from './report.schemas'
import { byMonthlyCost, remainingTime, reportStatus, summaryCards } from './report-summary'

const now = new Date('2026-11-24T12:00:00Z')
const at = (ms: number) => new Date(now.getTime() + ms).toISOString()
const hour = 60 * 60_000

const rec = (name: string, cents: number, matchScore = 80) => ({
  pspProvider: {
    id: name.toLowerCase(),
    name,
    description: '',
    transactionFeePercent: 2.9,
    transactionFeeFixed: 0.3,
    monthlyFee: 0,
    setupFee: 0,
    features: [],
  },
  matchScore,
  estimatedMonthlyCost: cents / 100,
  estimatedMonthlyCostCents: cents,
  reasons: [],
})

const report = (overrides: Partial<UserReport> = {}): UserReport => ({
  id: 'r1',
  assessmentId: 'a1',
  reportType: 'paid_startup',
  amount: 49.99,
  isPaid: true,
  createdAt: at(-hour),
  expiresAt: at(30 * 24 * hour),
  expired: false,
  refund: { status: 'available', until: at(71 * hour) },
  assessment: { monthlyTransactions: 400, totalMonthlyVolume: 20000, currentProvider: 'Square' },
  recommendations: [rec('Helcim', 51234, 91.4), rec('Square', 61000)],
  assumptions: null,
  excluded: [],
  advice: null,
  providerTerms: [],
  savings: {
    annualSavings: 1172,
    monthlySavings: 97.66,
    currentMonthlyCost: 610,
    recommendedMonthlyCost: 512.34,
    baselineLabel: 'vs. Square',
  },
  implementationGuide: [],
  ...overrides,
})

describe('remaining time (spec §4)', () => {
  it.each([
    [29 * 24 * hour + 5 * hour + 59_000, '29 days, 5 hours remaining'],
    [24 * hour + hour, '1 day, 1 hour remaining'],
    [24 * hour, '1 day, 0 hours remaining'],
    [23 * hour + 59 * 60_000, '23 hours remaining'],
    [hour, '1 hour remaining'],
    [59 * 60_000, 'Expires soon'],
    [0, 'Expired'],
  ])('%i ms left reads "%s"', (left, text) => {
    expect(remainingTime(at(left), now)).toBe(text)
  })

  it('calls a report expired from the moment its expiry passes', () => {
    expect(reportStatus({ expiresAt: at(1) }, now)).toBe('Complete')
    expect(reportStatus({ expiresAt: at(0) }, now)).toBe('Expired')
  })
})

describe('summary cards (spec §8, §9)', () => {
  it('shows the engine’s savings against the matched current provider', () => {
    expect(summaryCards(report())).toEqual({
      annualSavings: '$1,172',
      savingsLabel: 'vs. Square',
      topRecommendation: 'Helcim',
      topRecommendationNote: undefined,
      bestMatchScore: '91%',
      providersAnalyzed: 2,
    })
  })

  it('names the path the advice takes under the top recommendation', () => {
    // A café on Square above Square's custom-pricing threshold: Square tops the list because the advice is
    // to ask it for a better price, so the card says so beside the savings "vs. Square".
    const request = EstimateRequestSchema.parse({
      businessType: 'established',
      industryType: 'restaurant',
      monthlyTransactions: 1800,
      totalMonthlyVolume: 54000,
      currentProvider: 'Square',
    })
    const { advice } = rankProviders(request, PROVIDERS)
    expect(advice?.kind).toBe('renegotiate')
    const cards = summaryCards(report({ recommendations: [rec('Square', 171_720)], advice }))
    expect(cards.topRecommendation).toBe('Square')
    expect(cards.topRecommendationNote).toBe('Ask Square for custom pricing')
  })

  it('says why a figure is missing', () => {
    expect(summaryCards(undefined).savingsLabel).toBe('No Data')
    expect(summaryCards(report({ assessment: {} })).savingsLabel).toBe('No Assessment Data')
    expect(
      summaryCards(report({ assessment: { monthlyTransactions: 0, totalMonthlyVolume: 100 } })).savingsLabel,
    ).toBe('Invalid Assessment Data')
    expect(summaryCards(report({ recommendations: [] }))).toMatchObject({
      savingsLabel: 'No Recommendations',
      topRecommendation: 'No Recommendations',
    })
    expect(summaryCards(report({ savings: null })).savingsLabel).toBe('Data Error')
    const unnamed = rec('', 100)
    expect(summaryCards(report({ recommendations: [unnamed] })).topRecommendation).toBe('Unknown Provider')
  })

  it('never shows negative savings', () => {
    const savings = {
      annualSavings: -50,
      monthlySavings: 0,
      currentMonthlyCost: 0,
      recommendedMonthlyCost: 0,
      baselineLabel: 'vs. Square',
    }
    const worse = report({ savings })
    expect(summaryCards(worse).annualSavings).toBe('$0')
  })

  it('orders the cost panel cheapest first', () => {
    const r = report({ recommendations: [rec('B', 300), rec('A', 100), rec('C', 200)] })
    expect(byMonthlyCost(r).map((x) => x.pspProvider.name)).toEqual(['A', 'C', 'B'])
  })
})
