import { describe, expect, it } from 'vitest'
import { EstimateRequestSchema } from './estimate.schemas'

const base = {
  businessType: 'startup',
  industryType: 'retail',
  monthlyTransactions: 10,
  totalMonthlyVolume: 500,
}
const messages = (input: unknown) => {
  const result = EstimateRequestSchema.safeParse(input)
  return result.success ? [] : result.error.issues.map((i) => i.message)
}

describe('EstimateRequestSchema', () => {
  it('accepts a minimal request, numeric strings, and defaults features to []', () => {
    expect(EstimateRequestSchema.parse(base).features).toEqual([])
    expect(
      EstimateRequestSchema.parse({ ...base, monthlyTransactions: '10', totalMonthlyVolume: '500.25' }),
    ).toMatchObject({
      monthlyTransactions: 10,
      totalMonthlyVolume: 500.25,
    })
  })

  it.each([
    [{ businessType: 'huge' }, 'Choose a business type: startup, established or enterprise.'],
    [{ industryType: 'mining' }, 'Choose an industry from the list.'],
    [{ monthlyTransactions: 0 }, 'Enter at least 1 transaction per month.'],
    [{ monthlyTransactions: 2.5 }, 'Monthly transactions must be a whole number.'],
    [{ totalMonthlyVolume: 0 }, 'Monthly volume must be more than $0.'],
    [{ totalMonthlyVolume: 10.123 }, 'Monthly volume can have at most 2 decimal places.'],
    [{ features: ['low-fees', 'low-fees'] }, 'Each priority can be ranked only once.'],
    [{ features: ['cheap'] }, 'Choose priorities from the list.'],
    [{ assessmentData: { internationalShare: 2 } }, 'The international share must be between 0 and 1.'],
    [
      { assessmentData: { contractEndDate: 'soon' } },
      'The contract end date must be a date such as 2027-03-31.',
    ],
  ])('rejects %o with a plain-English message', (patch, message) => {
    expect(messages({ ...base, ...patch })).toContain(message)
  })
})
