import { describe, expect, it } from 'vitest'
import { MARKET_INDUSTRIES, marketIndustryFor, positionIn } from './benchmarks'
import { breakEvenSeries, crossoverVolume } from './break-even'
import { checklistBadge, DEFAULT_CHECKLIST_DONE, toggleStep } from './checklist'
import { feeAmount, HIDDEN_FEES, publishedFee, typicalFee } from './hidden-fees'
import { liveCalculator } from './live-calculator'
import { effectiveRatePercent, flatCostCents } from './money-math'
import { scoreRedFlags } from './red-flags'
import { monthsToRecover, roi } from './roi'
import { GROWTH_SCENARIOS, projectSavings } from './savings-projector'
import { volumeScenarios } from './scenarios'
import { tierFor, tierStanding } from './volume-tiers'

describe('live calculator: your current rate', () => {
  it("prices the spec's example, 10,000 transactions of $75 at 2.9% + $0.30", () => {
    const r = liveCalculator({ transactions: 10_000, averageAmountCents: 7500, currentRatePercent: 2.9 })
    expect(r.volumeCents).toBe(75_000_000) // $750,000
    expect(r.current.monthlyCents).toBe(2_475_000) // 21,750 + 3,000
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
  const fee = (id: string) => HIDDEN_FEES.find((f) => f.id === id) ?? HIDDEN_FEES[0]
  it('reads what a provider publishes for each fee, none when it charges none', () => {
    const fees = { pciMonthlyCents: 995, batchCents: 25, chargebackCents: 2500, monthlyMinimumCents: 2500 }
    const charged = HIDDEN_FEES.filter((f) => publishedFee(f, fees) !== null).map((f) => f.id)
    expect(charged).toEqual(['pci', 'minimum', 'batch', 'chargeback'])
    expect(HIDDEN_FEES.every((f) => publishedFee(f, null) === null)).toBe(true)
    expect(feeAmount(fee('batch'), 25)).toBe('$0.25 a batch')
  })
  it("gives as typical what the catalogue's providers charge, never a constant", () => {
    const catalogue = [
      { otherFees: { pciMonthlyCents: 995 } },
      { otherFees: { pciMonthlyCents: 595, gatewayMonthlyCents: 2500 } },
      { otherFees: {} },
    ]
    expect(typicalFee(fee('pci'), catalogue)).toBe('$5.95–$9.95 a month (2 of 3 providers)')
    expect(typicalFee(fee('gateway'), catalogue)).toBe('$25.00 a month (1 of 3 providers)')
    expect(typicalFee(fee('statement'), catalogue)).toBe('None of 3 providers')
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

describe('market industries', () => {
  it("lists the spec's industries and places an assessment industry in one of them", () => {
    expect(MARKET_INDUSTRIES.map((b) => b.label)).toEqual([
      'Retail',
      'E-commerce',
      'Restaurant',
      'Professional services',
      'Non-profit',
    ])
    expect(marketIndustryFor('saas').id).toBe('ecommerce')
    expect(marketIndustryFor('healthcare').id).toBe('professional')
    expect(positionIn(3.1, { low: 2.1, high: 2.6 })).toBe('above')
    expect(positionIn(2.3, { low: 2.1, high: 2.6 })).toBe('within')
  })
})

describe('volume tiers', () => {
  it('puts $5,000 in Growth and $4,999.99 in Starter', () => {
    expect(tierFor(500_000).name).toBe('Growth')
    expect(tierFor(499_999).name).toBe('Starter')
    expect(tierFor(10_000_000).name).toBe('Enterprise')
  })
  it('says how far the next tier is', () => {
    const s = tierStanding(2_000_000) // $20,000
    expect(s.tier.name).toBe('Growth')
    expect(s.next?.name).toBe('Business')
    expect(s.toNextCents).toBe(500_000)
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
