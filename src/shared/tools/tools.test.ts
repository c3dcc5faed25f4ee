import { describe, expect, it } from 'vitest'
import { benchmarkFor, compareToBenchmark } from './benchmarks'
import { breakEvenSeries, crossoverVolume } from './break-even'
import { checklistBadge, DEFAULT_CHECKLIST_DONE, toggleStep } from './checklist'
import { hiddenFeesFor } from './hidden-fees'
import { liveCalculator } from './live-calculator'
import { effectiveRatePercent, flatCostCents } from './money-math'
import { scoreRedFlags } from './red-flags'
import { monthsToRecover, roi } from './roi'
import { GROWTH_SCENARIOS, projectSavings } from './savings-projector'
import { volumeScenarios } from './scenarios'
import { tierFor, tierStanding } from './volume-tiers'

describe('live calculator (spec §9 demo fee models)', () => {
  it('prices 10,000 transactions of $75 at each model, against 2.9% + $0.30', () => {
    const r = liveCalculator({ transactions: 10_000, averageAmountCents: 7500, currentRatePercent: 2.9 })
    expect(r.volumeCents).toBe(75_000_000) // $750,000
    expect(r.current.monthlyCents).toBe(2_475_000) // 21,750 + 3,000
    const byId = Object.fromEntries(r.rows.map((x) => [x.id, x]))
    expect(byId.square?.monthlyCents).toBe(2_050_000) // 19,500 + 1,000
    expect(byId.square?.savingsCents).toBe(425_000)
    expect(byId.stripe?.monthlyCents).toBe(2_475_000)
    expect(byId.paypal?.monthlyCents).toBe(2_478_000) // + $30
    expect(byId.paypal?.savingsCents).toBe(-3000)
  })
  it('follows the inputs', () => {
    const r = liveCalculator({ transactions: 100, averageAmountCents: 2000, currentRatePercent: 3.5 })
    // $2,000 × 3.5% = $70 + 100 × $0.30 = $100
    expect(r.current.monthlyCents).toBe(10_000)
    expect(effectiveRatePercent(r.current.monthlyCents, r.volumeCents)).toBe(5)
  })
  it('takes the fee per payment the user sets: 0 for an all-in rate', () => {
    const r = liveCalculator({
      transactions: 2400,
      averageAmountCents: 1167,
      currentRatePercent: 2.9,
      currentFixedCents: 0,
    })
    expect(r.current.monthlyCents).toBe(Math.round(2400 * 1167 * 0.029))
    expect(r.current.label).toBe('2.9% + $0.00')
  })
})

describe('flat cost', () => {
  it('is volume × % + count × fixed + monthly, to the cent', () => {
    expect(
      flatCostCents({
        volumeCents: 1_234_567,
        transactions: 3,
        percent: 2.9,
        fixedCents: 30,
        monthlyCents: 100,
      }),
    ).toBe(35_802 + 90 + 100)
  })
})

describe('hidden fees', () => {
  it('marks the fees a provider charges and sums the monthly ones (batch × 30)', () => {
    const r = hiddenFeesFor({
      pciMonthlyCents: 995,
      batchCents: 25,
      chargebackCents: 2500,
      monthlyMinimumCents: 2500,
    })
    const charged = r.checks.filter((c) => c.providerCents !== null).map((c) => c.id)
    expect(charged).toEqual(['pci', 'minimum', 'batch', 'chargeback'])
    expect(r.monthlyTotalCents).toBe(995 + 750)
    expect(r.checks.find((c) => c.id === 'gateway')?.severity).toBe('high')
  })
  it('reports none for an unknown provider', () => {
    expect(hiddenFeesFor(null).checks.every((c) => c.providerCents === null)).toBe(true)
  })
})

describe('savings projector', () => {
  it('applies the spec periods to a multiplier: 6 months 1 + (m-1)/2, 1 year m, 2 years 1.5m', () => {
    const moderate = GROWTH_SCENARIOS.find((s) => s.id === 'moderate')?.multiplier ?? 0
    const p = projectSavings(moderate, (factor) => 10_000 * factor)
    expect(p.map((x) => x.factor)).toEqual([1.4, 1.8, 2.7])
    expect(p.map((x) => x.monthlySavingsCents)).toEqual([14_000, 18_000, 27_000])
  })
  it('never projects a negative saving', () => {
    expect(projectSavings(1.3, () => -500).every((x) => x.monthlySavingsCents === 0)).toBe(true)
  })
})

describe('ROI and break-even', () => {
  it('recovers $1,299 of switching costs from $440 a month in 3.0 months', () => {
    const r = roi(
      {
        setupCents: 0,
        equipmentCents: 29_900,
        earlyTerminationCents: 50_000,
        hours: 10,
        hourlyRateCents: 5000,
      },
      44_000,
    )
    expect(r.totalCostCents).toBe(129_900)
    expect(r.paybackMonths).toBe(3)
    expect(r.firstYearNetCents).toBe(528_000 - 129_900)
    expect(r.firstYearRoiPercent).toBe(306)
  })
  it('has no payback without savings, and none needed without costs', () => {
    expect(monthsToRecover(10_000, 0)).toBeNull()
    expect(monthsToRecover(0, 100)).toBe(0)
    expect(monthsToRecover(100_000, 30_000)).toBe(3.3)
  })
  it('plots the net position month by month', () => {
    const s = breakEvenSeries(1000, 400, 3)
    expect(s.map((p) => p.netCents)).toEqual([-1000, -600, -200, 200])
  })
  it('finds the volume from which 2.2% + $30 a month beats a flat 2.9%', () => {
    // 0.029 v = 0.022 v + 30  →  v = $4,285.71: cheaper from the next $100 step up, $4,300.
    const flat = (v: number) => v * 2.9
    const ip = (v: number) => v * 2.2 + 3000
    expect(crossoverVolume(flat, ip)).toBe(4300)
    expect(crossoverVolume(ip, flat)).toBe(500)
    expect(crossoverVolume(flat, (v) => v * 3)).toBeNull()
  })
})

describe('volume scenarios', () => {
  it('prices each provider at 1×, 2× and 3× and names the cheapest', () => {
    const providers = [
      { id: 'a', name: 'A' },
      { id: 'b', name: 'B' },
    ]
    // A: 3% of $10,000 × m; B: 2% of the volume + $150 a month.
    const cost = (id: string, m: number) => (id === 'a' ? 30_000 * m : 20_000 * m + 15_000)
    const r = volumeScenarios(providers, cost)
    expect(r.map((s) => s.best?.id)).toEqual(['a', 'b', 'b'])
    expect(r[0]?.costs.map((c) => c.monthlyCents)).toEqual([30_000, 35_000])
    expect(r[2]?.best?.monthlyCents).toBe(75_000)
  })
})

describe('market benchmarks', () => {
  it('places an effective rate against its industry range and prices the excess', () => {
    const b = benchmarkFor('restaurant')
    expect([b.low, b.high]).toEqual([2.1, 2.6])
    // 3.1% on $54,000 is 0.5 points above 2.6%: $270 a month.
    expect(compareToBenchmark(3.1, b, 5_400_000)).toEqual({ position: 'above', excessMonthlyCents: 27_000 })
    expect(compareToBenchmark(2.3, b, 5_400_000).position).toBe('within')
    expect(benchmarkFor('saas').id).toBe('ecommerce')
    expect(benchmarkFor('healthcare').id).toBe('professional')
  })
})

describe('volume tiers', () => {
  it('puts $5,000 in Growth and $4,999.99 in Starter', () => {
    expect(tierFor(500_000).name).toBe('Growth')
    expect(tierFor(499_999).name).toBe('Starter')
    expect(tierFor(10_000_000).name).toBe('Enterprise')
  })
  it('says how far the next tier is and what the tier rate would save', () => {
    const s = tierStanding(2_000_000, 3.1) // $20,000 at 3.1%
    expect(s.tier.name).toBe('Growth')
    expect(s.next?.name).toBe('Business')
    expect(s.toNextCents).toBe(500_000)
    expect(s.savingAtTierRateCents).toBe(10_000) // 0.5% of $20,000
  })
})

describe('contract red flags', () => {
  it('flags a 36-month auto-renewing contract with a $595 ETF and a lease', () => {
    const r = scoreRedFlags({
      contract: {
        termMonths: 36,
        autoRenews: true,
        summary: '3-year term with equipment lease and liquidated damages.',
      },
      earlyTerminationCents: 59_500,
    })
    expect(r.score).toBe(5)
  })
  it('clears a month-to-month contract and marks unpublished terms unknown', () => {
    expect(
      scoreRedFlags({
        contract: { termMonths: 0, autoRenews: false, summary: 'No contract.' },
        earlyTerminationCents: undefined,
      }).score,
    ).toBe(0)
    const unknown = scoreRedFlags({
      contract: { termMonths: null, autoRenews: false, summary: 'Custom agreement.' },
      earlyTerminationCents: undefined,
    })
    expect(unknown.flags.find((f) => f.id === 'term')?.state).toBe('unknown')
    expect(unknown.known).toBe(0)
  })
})

describe('checklist', () => {
  it('starts with steps 1 and 2 and toggles', () => {
    expect(checklistBadge(DEFAULT_CHECKLIST_DONE)).toBe('2/8 Steps Complete')
    expect(toggleStep(DEFAULT_CHECKLIST_DONE, 5)).toEqual([1, 2, 5])
    expect(toggleStep([1, 2, 5], 1)).toEqual([2, 5])
  })
})

describe('crossover curve', () => {
  it('evaluates each series at each volume, to 2 decimals', async () => {
    const { costCurve } = await import('./break-even')
    expect(costCurve([1000, 2000], { a: (v) => v / 3, b: () => 5 })).toEqual([
      { volume: 1000, a: 333.33, b: 5 },
      { volume: 2000, a: 666.67, b: 5 },
    ])
  })
})
