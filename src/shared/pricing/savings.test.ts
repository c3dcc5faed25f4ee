import { describe, expect, it } from 'vitest'
import { PROVIDERS } from '../catalogue/providers'
import { rankProviders } from './rank'
import { LAST_MONTH_FEES_LABEL, PERCENTILE_BASELINE_LABEL, percentileBaselineIndex } from './savings'
import { request } from './test-support/requests'

const rank = (overrides: Parameters<typeof request>[0]) => rankProviders(request(overrides), PROVIDERS)

describe('savings (dashboard spec §9)', () => {
  it('compares with the matched current provider, labelled "vs. {provider}"', () => {
    const result = rank({ currentProvider: 'paypal' })
    const paypal = result.recommendations.find((r) => r.pspProvider.id === 'paypal')
    const top = result.recommendations[0]
    if (!paypal || !top) throw new Error('missing recommendation')
    expect(result.savings.baselineLabel).toBe('vs. PayPal')
    expect(result.savings.currentMonthlyCost).toBe(paypal.estimatedMonthlyCost)
    const monthly = Math.max(0, paypal.estimatedMonthlyCostCents - top.estimatedMonthlyCostCents)
    expect(result.savings.monthlySavings).toBe(monthly / 100)
    expect(result.savings.annualSavings).toBe(Math.round((monthly * 12) / 100))
    expect(result.savings.recommendedProviderId).toBe(top.pspProvider.id)
  })

  it('matches the current provider by case-insensitive partial name', () => {
    expect(rank({ currentProvider: 'WELLS FARGO' }).savings.baselineLabel).toBe(
      'vs. Wells Fargo Merchant Services',
    )
    expect(rank({ currentProvider: 'Chase Paymentech' }).savings.baselineLabel).toBe(
      'vs. Chase Payment Solutions',
    )
  })

  it('never reports negative savings when the current provider is the recommended one', () => {
    const top = rank({}).recommendations[0]
    const result = rank({ currentProvider: top?.pspProvider.name })
    expect(result.savings.annualSavings).toBe(0)
    expect(result.savings.monthlySavings).toBe(0)
  })

  it.each([undefined, 'none', 'Other', 'ProcessorMatch', 'Mom & Pop Payments'])(
    'uses the 25th-percentile provider (by cost, highest first) when "%s" matches nothing',
    (currentProvider) => {
      const result = rank({ currentProvider })
      const byCostDesc = [...result.recommendations].sort(
        (a, b) =>
          b.estimatedMonthlyCostCents - a.estimatedMonthlyCostCents ||
          (a.pspProvider.id < b.pspProvider.id ? -1 : 1),
      )
      const baseline = byCostDesc[Math.floor(byCostDesc.length * 0.25)]
      expect(result.savings.baselineLabel).toBe(PERCENTILE_BASELINE_LABEL)
      expect(result.savings.baselineLabel).toBe('vs. higher-cost providers')
      expect(result.savings.currentMonthlyCost).toBe(baseline?.estimatedMonthlyCost)
      expect(result.savings.baselineProviderId).toBe(baseline?.pspProvider.id)
    },
  )

  it('uses last month’s fees when the user gave them', () => {
    const result = rank({ currentProvider: 'Stripe', assessmentData: { lastMonthFees: 1_234.56 } })
    const top = result.recommendations[0]
    expect(result.savings.baselineLabel).toBe(LAST_MONTH_FEES_LABEL)
    expect(result.savings.currentMonthlyCost).toBe(1_234.56)
    const monthly = Math.max(0, 123_456 - (top?.estimatedMonthlyCostCents ?? 0))
    expect(result.savings.annualSavings).toBe(Math.round((monthly * 12) / 100))
  })

  it('picks the 25th-percentile position', () => {
    expect(percentileBaselineIndex(25)).toBe(6)
    expect(percentileBaselineIndex(4)).toBe(1)
    expect(percentileBaselineIndex(1)).toBe(0)
  })

  it('returns zero savings when no provider is active', () => {
    const result = rankProviders(request({}), [])
    expect(result.recommendations).toEqual([])
    expect(result.savings.annualSavings).toBe(0)
    expect(result.savings.recommendedProviderId).toBeNull()
  })
})
