import { describe, expect, it } from 'vitest'
import { PROVIDERS } from '../catalogue/providers'
import { buildContext } from './context'
import { statedTermsCents } from './incumbent'
import { rankProviders } from './rank'
import { ADVICE_SCENARIOS } from './test-support/advice-scenarios'
import { request } from './test-support/requests'

const TODAY = '2026-11-25'
const run = (s: (typeof ADVICE_SCENARIOS)[number]) =>
  rankProviders(request(s.request), PROVIDERS, { today: TODAY })

/** The answer a scenario accepts: the advice kind when it is stay/renegotiate, else the top pick's id. */
const answerOf = (result: ReturnType<typeof run>, accept: readonly string[]) => {
  const kind = result.advice?.kind
  if ((kind === 'stay' || kind === 'renegotiate') && accept.includes(kind)) return kind
  return result.recommendations[0]?.pspProvider.id ?? kind ?? 'none'
}

describe('advice a payments consultant would sign (docs/advice-scenarios.md)', () => {
  it('has at least 40 scenarios', () => {
    expect(ADVICE_SCENARIOS.length).toBeGreaterThanOrEqual(40)
  })

  it.each(ADVICE_SCENARIOS.map((s) => [s.name, s] as const))('%s', (_name, scenario) => {
    const result = run(scenario)
    expect(scenario.accept).toContain(answerOf(result, scenario.accept))
  })

  it('prices the current provider as the merchant states it, and says so', () => {
    let stated = 0
    for (const s of ADVICE_SCENARIOS) {
      const req = request(s.request)
      const data = req.assessmentData
      const result = run(s)
      const advice = result.advice
      // The current provider's place in the ranking shows the same cost as the advice's "today".
      const current = result.recommendations.find(
        (r) => r.pspProvider.id === result.savings.baselineProviderId,
      )
      if (current && (data?.lastMonthFees !== undefined || data?.currentPricing))
        expect(current.estimatedMonthlyCostCents, s.name).toBe(advice?.currentMonthlyCents)
      if (data?.lastMonthFees !== undefined) {
        expect(advice?.currentMonthlyCents, s.name).toBe(Math.round(data.lastMonthFees * 100))
        expect(advice?.incumbent?.source, s.name).toBe('last_month_fees')
        stated++
      } else if (data?.currentPricing) {
        expect(advice?.currentMonthlyCents, s.name).toBe(
          statedTermsCents(buildContext(req), data.currentPricing),
        )
        expect(advice?.incumbent?.source, s.name).toBe('stated_terms')
        stated++
      }
    }
    expect(stated).toBeGreaterThanOrEqual(15)
  })

  it('never suggests asking for a price above what the merchant pays, nor a provider it screens out', () => {
    for (const s of ADVICE_SCENARIOS) {
      const result = run(s)
      const advice = result.advice
      if (!advice || advice.currentMonthlyCents === null) continue
      for (const o of advice.options) {
        if (o.kind === 'custom_pricing')
          expect(o.monthlyCents, s.name).toBeLessThan(advice.currentMonthlyCents)
      }
      const screened = new Set((result.excluded ?? []).map((x) => x.id))
      for (const o of advice.options) {
        if (o.kind !== 'stay' && o.kind !== 'custom_pricing' && o.providerId)
          expect(screened.has(o.providerId), s.name).toBe(false)
      }
    }
  })

  it('no single provider tops more than a third of the scenarios', () => {
    const tops = new Map<string, number>()
    for (const s of ADVICE_SCENARIOS) {
      const id = run(s).recommendations[0]?.pspProvider.id ?? 'none'
      tops.set(id, (tops.get(id) ?? 0) + 1)
    }
    for (const [, count] of tops) expect(count).toBeLessThanOrEqual(Math.floor(ADVICE_SCENARIOS.length / 3))
  })
})
