import { describe, expect, it } from 'vitest'
import { advisedOption, optionLabel, remainingDetails } from './advice-options'
import type { Advice, AdviceOption } from './estimate-result'

const opt = (kind: AdviceOption['kind'], name: string, horizon: number): AdviceOption => ({
  kind,
  providerId: name.toLowerCase(),
  providerName: name,
  monthlyCents: horizon / 24,
  switchingCostCents: 0,
  horizonCostCents: horizon,
  summary: `${kind} ${name}`,
})

const options = [
  opt('custom_pricing', 'Square', 1_000),
  opt('switch_processor', 'Helcim', 2_000),
  opt('switch_pos_and_processor', 'Clover', 1_500),
  opt('stay', 'Square', 3_000),
]
const advice = (kind: Advice['kind']): Advice => ({
  kind,
  headline: 'h',
  details: ['Note.', 'switch_processor Helcim', 'Other.'],
  horizonMonths: 24,
  currentMonthlyCents: 125,
  switchingCostCents: 0,
  netSavingsCents: 0,
  options,
  incumbent: { source: 'stated_terms', note: 'Note.' },
})

describe('the advice’s options side by side', () => {
  it('marks the path the advice takes', () => {
    expect(advisedOption(advice('stay'))?.kind).toBe('stay')
    expect(advisedOption(advice('renegotiate'))?.kind).toBe('custom_pricing')
    expect(advisedOption(advice('switch'))?.providerName).toBe('Clover')
    expect(advisedOption(advice('choose'))).toBeNull()
  })

  it('names each path and leaves out of the details what is shown on its own', () => {
    expect(options.map(optionLabel)).toEqual([
      'Ask Square for custom pricing',
      'Switch to Helcim',
      'Move to Clover with new point-of-sale software',
      'Stay with Square',
    ])
    expect(remainingDetails(advice('stay'))).toEqual(['Other.'])
  })
})
