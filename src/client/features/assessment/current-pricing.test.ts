import { describe, expect, it } from 'vitest'
import { type PricingAnswers, pricingAnswersFrom, pricingIssues, pricingToSend } from './current-pricing'

const empty: PricingAnswers = pricingAnswersFrom({})

describe('What you pay them', () => {
  it('sends the stated terms for a named provider, and null once no provider is named', () => {
    const a: PricingAnswers = {
      ...empty,
      pricingModel: 'interchange_plus',
      pricingPercent: 0.3,
      pricingPerPayment: 0.1,
      earlyTerminationFee: 295,
    }
    expect(pricingToSend('Square', a)).toEqual({
      currentPricing: { model: 'interchange_plus', percent: 0.3, perTransaction: 0.1 },
      earlyTerminationFee: 295,
      equipmentLeaseMonthly: null,
    })
    expect(pricingToSend('none', a)).toEqual({
      currentPricing: null,
      earlyTerminationFee: null,
      equipmentLeaseMonthly: null,
    })
    // Read back from what was saved.
    expect(
      pricingAnswersFrom({
        currentPricing: { model: 'interchange_plus', percent: 0.3, perTransaction: 0.1 },
        earlyTerminationFee: 295,
      }),
    ).toEqual(a)
  })

  it('shows the shared schema’s messages', () => {
    expect(
      pricingIssues({ ...empty, pricingModel: 'flat', pricingPercent: 20, pricingPerPayment: 7 }),
    ).toEqual({
      pricingPercent: 'The rate must be at most 15%.',
      pricingPerPayment: 'The fee per payment must be at most $5.',
    })
    expect(pricingIssues({ ...empty, equipmentLease: 0.123 })).toEqual({
      equipmentLease: 'The equipment lease can have at most 2 decimal places.',
    })
    expect(pricingIssues(empty)).toEqual({})
  })
})
