import { describe, expect, it } from 'vitest'
import { PROVIDERS } from '../catalogue/providers'
import { EstimateRequestSchema } from '../pricing/estimate.schemas'
import { rankProviders } from '../pricing/rank'
import { implementationGuide } from './implementation-guide'

const guideFor = (answers: Record<string, unknown>) => {
  const request = EstimateRequestSchema.parse({
    businessType: 'established',
    features: ['low-fees'],
    ...answers,
  })
  const result = rankProviders(request, PROVIDERS, { brandName: 'ProcessorMatch' })
  const steps = implementationGuide({
    top: result.recommendations[0],
    currentProvider: request.currentProvider,
    timeline: 'soon',
    features: request.features,
    advice: result.advice,
  })
  return { advice: result.advice, titles: steps.map((s) => s.title) }
}

describe('the implementation guide follows the advice', () => {
  it('asks the current provider first when the advice is to renegotiate, never "switching" to it', () => {
    const { advice, titles } = guideFor({
      industryType: 'restaurant',
      monthlyTransactions: 2_400,
      totalMonthlyVolume: 28_000,
      currentProvider: 'Square',
      assessmentData: { posSoftware: 'square' },
    })
    expect(advice?.kind).toBe('renegotiate')
    expect(titles).toContain('Ask Square for custom pricing')
    expect(titles).toContain('If Square will not lower the price')
    expect(titles.join(' ')).not.toMatch(/Confirm pricing with Square|Open the merchant account/)
  })

  it('plans the move when the advice is to switch', () => {
    const { advice, titles } = guideFor({
      industryType: 'ecommerce',
      monthlyTransactions: 400,
      totalMonthlyVolume: 20_000,
      currentProvider: 'Stripe',
    })
    expect(advice?.kind).toBe('switch')
    expect(titles[0]).toMatch(/^Confirm pricing with /)
    expect(titles).toContain('Switch over')
  })
})
