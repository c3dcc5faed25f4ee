import { describe, expect, it } from 'vitest'
import { PROVIDERS } from '../catalogue/providers'
import { buildContext } from './context'
import { rankProviders } from './rank'
import { costFactor } from './score'
import { request } from './test-support/requests'

const costFactorOf = (r: { scoreFactors: { key: string; value: number }[] }) =>
  r.scoreFactors.find((f) => f.key === 'cost')?.value

describe('match score', () => {
  it('does not give a high-risk merchant a perfect match: the best specialist is the best available, not a fair price', () => {
    for (const category of ['cbd', 'firearms', 'nutraceuticals', 'gambling', 'travel'] as const) {
      const req = request({ features: ['low-fees'], assessmentData: { restrictedCategory: category } })
      const ctx = buildContext(req)
      const [top, second] = rankProviders(req, PROVIDERS, { today: '2026-11-25' }).recommendations
      if (!top || !second) throw new Error(`no ranking for ${category}`)
      expect(top.matchScore, category).toBeLessThan(90)
      // The cheapest specialist's cost fit is the fair price over its price (3.5–7% against about 2.6%).
      const fit = ctx.fairCostCents / top.estimatedMonthlyCostCents
      expect(costFactorOf(top), category).toBeCloseTo(Math.min(1, fit), 2)
      // The cheaper option still fits better on cost.
      if (second.estimatedMonthlyCostCents > top.estimatedMonthlyCostCents) {
        expect(costFactorOf(second) ?? 1, category).toBeLessThan(costFactorOf(top) ?? 0)
      }
    }
  })

  it('scores a mainstream merchant against the fair price or the cheapest option, whichever is lower', () => {
    const req = request({ features: ['low-fees'] })
    const ctx = buildContext(req)
    const ranking = rankProviders(req, PROVIDERS, { today: '2026-11-25' }).recommendations
    const min = Math.min(...ranking.map((r) => r.estimatedMonthlyCostCents))
    for (const r of ranking.slice(0, 5)) {
      const expected = costFactor(r.estimatedMonthlyCostCents, Math.min(min, ctx.fairCostCents))
      expect(costFactorOf(r)).toBeCloseTo(expected, 3)
    }
    expect(ranking[0]?.matchScore).toBeGreaterThan(90)
  })
})
