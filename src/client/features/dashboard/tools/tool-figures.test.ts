import { PROVIDERS } from '@shared/catalogue/providers'
import { formatUsd } from '@shared/format'
import { type EstimateRequestInput, EstimateRequestSchema } from '@shared/pricing/estimate.schemas'
import { rankProviders } from '@shared/pricing/rank'
import { providersToRecord, termsOf } from '@shared/reports/provider-terms'
import { type UserReport, UserReportSchema } from '@shared/reports/report.schemas'
import { switchingTotalCents } from '@shared/tools/roi'
import { describe, expect, it } from 'vitest'
import { toolDataFor } from './analysis'
import { calculatorDefaults, liveCalculation } from './cost/live-calculation'
import { CURRENT_ROW, defaultSwitching, savingsAtFactor, scenarioRows } from './cost/savings'
import { competingQuotes, negotiation } from './negotiation/scripts'
import { optimization } from './optimization/options'
import { defaultReport, isComplete } from './report-choice'

/**
 * Every figure the paid tools show must be the report's: today's cost, the best alternative and its cost, the
 * savings. A report is made here as the server makes it (the engine's analysis of the full answers, frozen,
 * then served and parsed with the shared schema), and the tools' figure functions are held to it.
 */

const TODAY = '2026-11-01'

function reportOf(input: EstimateRequestInput, id = 'r1', createdAt = `${TODAY}T10:00:00.000Z`): UserReport {
  const request = EstimateRequestSchema.parse(input)
  const result = rankProviders(request, PROVIDERS, { today: TODAY })
  const served = {
    id,
    assessmentId: `a-${id}`,
    reportType: 'paid_established',
    amount: 49.99,
    isPaid: true,
    createdAt,
    expiresAt: '2026-12-01T10:00:00.000Z',
    expired: false,
    refund: { status: 'available', until: null },
    assessment: { id: `a-${id}`, ...request },
    recommendations: result.recommendations,
    savings: result.savings,
    assumptions: result.assumptions,
    excluded: result.excluded,
    advice: result.advice,
    providerTerms: PROVIDERS.filter((p) => providersToRecord(result).includes(p.id)).map(termsOf),
    implementationGuide: [],
  }
  return UserReportSchema.parse(JSON.parse(JSON.stringify(served)))
}

const SQUARE_CAFE: EstimateRequestInput = {
  businessType: 'established',
  industryType: 'restaurant',
  monthlyTransactions: 2400,
  totalMonthlyVolume: 28_000,
  currentProvider: 'Square',
  features: [],
  assessmentData: { posSoftware: 'square' },
}

const SHOP_WITH_FEES: EstimateRequestInput = {
  businessType: 'established',
  industryType: 'retail',
  monthlyTransactions: 1500,
  totalMonthlyVolume: 60_000,
  currentProvider: 'Clover',
  features: ['low-fees'],
  assessmentData: {
    lastMonthFees: 1850,
    channelSplit: { cardPresent: 0.7, online: 0.3, keyed: 0 },
    contractEndDate: '2026-06-30',
  },
}

const isSwitch = (kind: string) => kind === 'switch_processor' || kind === 'switch_pos_and_processor'

describe.each([
  ['the Square café', SQUARE_CAFE, 'Square'],
  ['a shop that gave last month’s fees and its channel split', SHOP_WITH_FEES, 'Clover'],
])('the paid tools’ figures for %s are the report’s', (_name, input, providerName) => {
  const report = reportOf(input)
  const advice = report.advice
  if (!advice) throw new Error('the report has no advice')
  const data = toolDataFor(report, PROVIDERS)
  const reportBest = advice.options.find((o) => isSwitch(o.kind))
  const excludedIds = new Set(report.excluded.map((x) => x.id))

  it('today’s cost, its basis and the effective rate', () => {
    expect(data.example).toBe(false)
    expect(data.currentCents).toBe(advice.currentMonthlyCents)
    expect(data.basis).toBe(advice.incumbent?.note)
    expect(data.currentName).toBe(providerName)
    expect(data.effectiveRate).toBe(
      Math.round(((advice.currentMonthlyCents ?? 0) / (report.assessment.totalMonthlyVolume ?? 1)) * 100) /
        100,
    )
  })

  it('the ranking: the report’s eligible providers, in its order, at its costs', () => {
    expect(data.ranked.map((c) => [c.provider.id, c.costCents])).toEqual(
      report.recommendations.map((r) => [r.pspProvider.id, r.estimatedMonthlyCostCents]),
    )
    for (const c of data.ranked) expect(excludedIds.has(c.provider.id)).toBe(false)
  })

  it('the best alternative, its cost and the saving come from the advice’s options', () => {
    expect(reportBest).toBeDefined()
    expect(data.best).toMatchObject({
      providerId: reportBest?.providerId,
      name: reportBest?.providerName,
      monthlyCents: reportBest?.monthlyCents,
      switchingCostCents: reportBest?.switchingCostCents,
    })
    expect(data.best?.providerId).not.toBe(data.current?.id)
    expect(data.monthlySavingsCents).toBe(
      Math.max(0, (advice.currentMonthlyCents ?? 0) - (reportBest?.monthlyCents ?? 0)),
    )
    // The Savings Projector and the ROI calculator start from the same saving and the same one-off costs.
    expect(savingsAtFactor(data, 1)).toBe(data.monthlySavingsCents)
    expect(switchingTotalCents(defaultSwitching(data))).toBe(reportBest?.switchingCostCents)
  })

  it('Negotiation Toolkit: the provider by name, what is paid, the competing offer by name with its source, the ask', () => {
    const n = negotiation(data)
    expect(n.missing).toBeNull()
    expect(n.provider).toBe(providerName)
    expect(n.paysCents).toBe(advice.currentMonthlyCents)
    const ask = advice.options.find((o) => o.kind === 'custom_pricing')
    if (ask) expect(n.askCents).toBe(ask.monthlyCents)
    expect(n.offer).not.toBeNull()
    expect(n.offer?.name).not.toBe(providerName)
    expect(report.recommendations.some((r) => r.pspProvider.name === n.offer?.name)).toBe(true)
    expect(n.offer?.sourceUrl).toMatch(/^https:\/\//)
    const text = n.scripts.map((s) => `${s.subject}\n${s.body}`).join('\n')
    expect(text).not.toMatch(/\[your provider\]|\[.*?\]/i)
    expect(text).toContain(providerName)
    expect(text).toContain(formatUsd(advice.currentMonthlyCents ?? 0))
    expect(text).toContain(`${n.offer?.name} would cost us about ${formatUsd(n.offer?.monthlyCents ?? 0)}`)
    // Every dollar amount in the emails is one the report computed (or a difference of two of them).
    const known = new Set<string>()
    const figures = [
      advice.currentMonthlyCents ?? 0,
      ...advice.options.map((o) => o.monthlyCents),
      ...report.recommendations.map((r) => r.estimatedMonthlyCostCents),
      report.assessment.totalMonthlyVolume ? Math.round(report.assessment.totalMonthlyVolume * 100) : 0,
    ]
    for (const a of figures) {
      known.add(formatUsd(a))
      for (const b of figures) if (a > b) known.add(formatUsd(a - b))
    }
    for (const amount of text.match(/\$[\d,]+\.\d\d/g) ?? []) expect(known).toContain(amount)
  })

  it('Leverage Points: competing prices only from providers that can take the business, never the current one', () => {
    for (const q of competingQuotes(data)) {
      const r = report.recommendations.find((x) => x.pspProvider.name === q.name)
      expect(r?.estimatedMonthlyCostCents).toBe(q.monthlyCents)
      expect(q.name).not.toBe(providerName)
      expect(q.savingCents).toBe((advice.currentMonthlyCents ?? 0) - q.monthlyCents)
    }
  })

  it('Current Provider Optimization: the advice’s verdict and options, nothing screened out', () => {
    const o = optimization(data)
    expect(o.verdict?.headline).toBe(advice.headline)
    expect(o.rows.map((r) => [r.kind, r.name, r.monthlyCents, r.switchingCostCents])).toEqual(
      advice.options.map((x) => [x.kind, x.providerName, x.monthlyCents, x.switchingCostCents]),
    )
    for (const r of o.rows) {
      expect(r.savingCents).toBe((advice.currentMonthlyCents ?? 0) - r.monthlyCents)
      const id = advice.options.find((x) => x.providerName === r.name)?.providerId
      if (id) expect(excludedIds.has(id)).toBe(false)
    }
  })

  it('Scenarios at today’s volume are the report’s figures', () => {
    const { rows, costAt } = scenarioRows(data)
    expect(rows[0]?.id).toBe(CURRENT_ROW)
    expect(costAt(CURRENT_ROW, 1)).toBe(advice.currentMonthlyCents)
    for (const row of rows.slice(1)) {
      const r = report.recommendations.find((x) => x.pspProvider.id === row.id)
      expect(costAt(row.id, 1)).toBe(r?.estimatedMonthlyCostCents)
      expect(row.id).not.toBe(data.current?.id)
    }
  })

  it('Live Calculator: only providers that can take the business, never the merchant’s own, never demo fee models', () => {
    const calc = liveCalculation(data, calculatorDefaults(data))
    expect(calc.rows.length).toBeGreaterThan(0)
    for (const r of calc.rows) {
      expect(excludedIds.has(r.id)).toBe(false)
      expect(r.id).not.toBe(data.current?.id)
    }
  })
})

describe('the Square café', () => {
  const data = toolDataFor(reportOf(SQUARE_CAFE), PROVIDERS)
  it('never offers Square a switch to Square, and its live calculator does not price Square against itself', () => {
    expect(data.best?.name).not.toBe('Square')
    const calc = liveCalculation(data, calculatorDefaults(data))
    expect(calc.rows.map((r) => r.id)).not.toContain('square')
    expect(calc.left.find((l) => l.name === 'Square')?.why).toBe('your current provider')
  })
  it('the calculator’s per-payment fee is an input: 0 prices an all-in rate alone', () => {
    const inputs = { ...calculatorDefaults(data), fixedCents: 0 }
    const calc = liveCalculation(data, inputs)
    expect(calc.current.monthlyCents).toBe(
      Math.round((inputs.transactions * inputs.averageAmountCents * inputs.ratePercent) / 100),
    )
  })
})

describe('which report the tools read', () => {
  const full = reportOf(SHOP_WITH_FEES, 'full', '2026-11-01T10:00:00.000Z')
  const quick = reportOf(
    {
      businessType: 'established',
      industryType: 'professional',
      monthlyTransactions: 100,
      totalMonthlyVolume: 10_000,
      features: [],
    },
    'quick',
    '2026-11-02T10:00:00.000Z',
  )
  it('defaults to the latest complete report, so a later quick assessment does not replace it', () => {
    expect(isComplete(full)).toBe(true)
    expect(isComplete(quick)).toBe(false)
    expect(defaultReport([quick, full])?.id).toBe('full')
    expect(defaultReport([quick])?.id).toBe('quick')
    expect(defaultReport([{ ...full, expired: true }, quick])?.id).toBe('quick')
    // A report naming the provider but without its fees still comes before a quick assessment.
    const named = reportOf(SQUARE_CAFE, 'named', '2026-11-01T09:00:00.000Z')
    expect(isComplete(named)).toBe(false)
    expect(defaultReport([quick, named])?.id).toBe('named')
  })
  it('a report with no current provider has no emails to send, and says why', () => {
    const n = negotiation(toolDataFor(quick, PROVIDERS))
    expect(n.scripts).toEqual([])
    expect(n.missing).toMatch(/names no current provider/)
  })

  it('a provider’s features are the report’s, even after the catalogue changed them', () => {
    const report = reportOf(SQUARE_CAFE)
    const later = PROVIDERS.map((p) => ({ ...p, features: ['Changed since the report'] }))
    const data = toolDataFor(report, later)
    expect(data.ranked.length).toBeGreaterThan(0)
    for (const c of data.ranked) {
      const frozen = report.recommendations.find((r) => r.pspProvider.id === c.provider.id)
      expect(c.features).toEqual(frozen?.pspProvider.features)
      expect(c.features).not.toContain('Changed since the report')
    }
  })
})
