import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { PROVIDERS } from '../catalogue/providers'
import { INDUSTRIES, PRIORITY_IDS } from '../catalogue/taxonomy'
import { formatUsd } from '../format'
import { buildContext } from './context'
import { estimateProviderCost } from './cost'
import { EstimateRequestSchema } from './estimate.schemas'
import { rankProviders } from './rank'

const requestArb = fc
  .record({
    businessType: fc.constantFrom('startup', 'established', 'enterprise'),
    industryType: fc.constantFrom(...INDUSTRIES),
    monthlyTransactions: fc.integer({ min: 1, max: 200_000 }),
    volumeCents: fc.integer({ min: 100, max: 500_000_000 }),
    features: fc.shuffledSubarray([...PRIORITY_IDS], { minLength: 0, maxLength: 6 }),
    currentProvider: fc.constantFrom(
      undefined,
      'Stripe',
      'square',
      'none',
      'Other',
      'Chase Paymentech',
      'Acme',
    ),
    internationalShare: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: undefined }),
    achWilling: fc.option(fc.boolean(), { nil: undefined }),
    integrations: fc.subarray([
      'api-integration',
      'accounting-software',
      'pos-system',
      'crm-integration',
    ] as const),
  })
  .filter((r) => r.volumeCents >= r.monthlyTransactions * 25)
  .map((r) =>
    EstimateRequestSchema.parse({
      businessType: r.businessType,
      industryType: r.industryType,
      monthlyTransactions: r.monthlyTransactions,
      totalMonthlyVolume: r.volumeCents / 100,
      features: r.features,
      currentProvider: r.currentProvider,
      assessmentData: {
        internationalShare: r.internationalShare,
        integrations: r.integrations,
        achWilling: r.achWilling,
      },
    }),
  )

const flatProviders = PROVIDERS.filter((p) => p.costModel === 'flat')

describe('engine invariants', () => {
  it('costs are non-negative integer cents equal to the sum of their lines', () => {
    fc.assert(
      fc.property(requestArb, (req) => {
        const ctx = buildContext(req)
        for (const p of PROVIDERS) {
          const cost = estimateProviderCost(p, ctx)
          expect(Number.isInteger(cost.totalCents) && cost.totalCents >= 0).toBe(true)
          for (const l of cost.breakdown) expect(Number.isInteger(l.cents) && l.cents >= 0).toBe(true)
          expect(cost.breakdown.reduce((s, l) => s + l.cents, 0)).toBe(cost.totalCents)
        }
      }),
      { numRuns: 150 },
    )
  })

  it('flat rates follow volume × percent + count × fixed + monthly fee exactly (BigInt reference)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...flatProviders),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 1, max: 10_000_000_000 }),
        (p, count, volumeCents) => {
          fc.pre(volumeCents >= count * 25 && volumeCents < listPriceCeiling(p))
          const req = EstimateRequestSchema.parse({
            businessType: 'established',
            industryType: 'ecommerce',
            monthlyTransactions: count,
            totalMonthlyVolume: volumeCents / 100,
          })
          const ppm = BigInt(Math.round(p.cardNotPresent.percent * 10_000))
          const numerator =
            BigInt(volumeCents) * ppm + BigInt(count) * BigInt(p.cardNotPresent.fixedCents) * 1_000_000n
          const q = numerator / 1_000_000n
          const processing = numerator % 1_000_000n >= 500_000n ? q + 1n : q
          const cost = estimateProviderCost(p, buildContext(req))
          expect(processingCents(cost.breakdown)).toBe(Number(processing))
          expect(cost.breakdown.find((l) => l.key === 'monthly-fee')?.cents ?? 0).toBe(p.monthlyFeeCents)
        },
      ),
      { numRuns: 300 },
    )
  })

  it('flat-rate processing is linear in volume and count (within rounding)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...flatProviders),
        fc.constantFrom(...INDUSTRIES),
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 100, max: 100_000_000 }),
        fc.integer({ min: 2, max: 5 }),
        (p, industry, count, volumeCents, k) => {
          fc.pre(volumeCents >= count * 25 && volumeCents * k < listPriceCeiling(p))
          const at = (n: number, v: number) =>
            processingCents(
              estimateProviderCost(
                p,
                buildContext(
                  EstimateRequestSchema.parse({
                    businessType: 'established',
                    industryType: industry,
                    monthlyTransactions: n,
                    totalMonthlyVolume: v / 100,
                  }),
                ),
              ).breakdown,
            )
          expect(Math.abs(at(count * k, volumeCents * k) - k * at(count, volumeCents))).toBeLessThanOrEqual(
            3 * k,
          )
        },
      ),
      { numRuns: 200 },
    )
  })

  it('ranking is deterministic and independent of catalogue order', () => {
    fc.assert(
      fc.property(requestArb, fc.integer(), (req, seed) => {
        const a = rankProviders(req, PROVIDERS)
        const shuffled = [...PROVIDERS].sort((x, y) => hash(x.id, seed) - hash(y.id, seed))
        expect(rankProviders(req, shuffled)).toEqual(a)
        expect(rankProviders(req, PROVIDERS)).toEqual(a)
      }),
      { numRuns: 40 },
    )
  })

  it('scores are integers in 0–100 and every active provider is ranked or excluded with a reason', () => {
    fc.assert(
      fc.property(requestArb, (req) => {
        const { recommendations, excluded = [] } = rankProviders(req, PROVIDERS)
        expect(recommendations.length + excluded.length).toBe(PROVIDERS.filter((p) => p.isActive).length)
        for (const x of excluded) expect(x.reason.length).toBeGreaterThan(10)
        for (const r of recommendations) {
          expect(Number.isInteger(r.matchScore)).toBe(true)
          expect(r.matchScore).toBeGreaterThanOrEqual(0)
          expect(r.matchScore).toBeLessThanOrEqual(100)
          for (const f of r.scoreFactors) expect(f.value >= 0 && f.value <= 1).toBe(true)
        }
      }),
      { numRuns: 100 },
    )
  })

  it('reasons never contradict the numbers', () => {
    fc.assert(
      fc.property(requestArb, (req) => {
        const { recommendations, savings } = rankProviders(req, PROVIDERS)
        const min = Math.min(...recommendations.map((r) => r.estimatedMonthlyCostCents))
        const today = savings.baselineSource === 'percentile_baseline' ? null : savings.currentMonthlyCost
        for (const r of recommendations) {
          expect(r.reasons.length).toBeGreaterThanOrEqual(2)
          expect(r.reasons.length).toBeLessThanOrEqual(5)
          const text = r.reasons.join(' ')
          const isCheapest = r.estimatedMonthlyCostCents === min
          const dearerThanToday = today !== null && r.estimatedMonthlyCost > today
          expect(/Lowest estimated cost|cheapest option fits/.test(text)).toBe(isCheapest && !dearerThanToday)
          const costReason = r.reasons.find((x) => x.includes('/month')) ?? ''
          expect(costReason).toContain(`${formatUsd(r.estimatedMonthlyCostCents)}/month`)
          expect(costReason).toContain(`${r.effectiveRate.toFixed(2)}%`)
          if (!isCheapest) {
            expect(costReason).toContain(`${formatUsd(r.estimatedMonthlyCostCents - min)} more than`)
          }
          for (const amount of text.match(/\$[\d,]+\.\d\d\/month/g) ?? []) {
            const allowed = [
              formatUsd(r.estimatedMonthlyCostCents),
              ...r.breakdown.map((l) => formatUsd(l.cents)),
            ]
            expect(allowed).toContain(amount.replace('/month', ''))
          }
        }
      }),
      { numRuns: 100 },
    )
  })

  it('savings are non-negative and annual = round(monthly × 12)', () => {
    fc.assert(
      fc.property(requestArb, (req) => {
        const { savings } = rankProviders(req, PROVIDERS)
        expect(savings.annualSavings).toBeGreaterThanOrEqual(0)
        expect(savings.annualSavings).toBe(
          Math.round(Math.round(savings.monthlySavings * 100 * 12) / 100 + 1e-9),
        )
      }),
      { numRuns: 100 },
    )
  })
})

/** Monthly volume from which a provider is priced at a negotiated margin instead of its list rates. */
function listPriceCeiling(p: (typeof PROVIDERS)[number]): number {
  return p.volumePricing?.fromMonthlyVolumeCents ?? Number.POSITIVE_INFINITY
}

function processingCents(lines: readonly { key: string; cents: number }[]): number {
  return lines.filter((l) => l.key.startsWith('processing-')).reduce((s, l) => s + l.cents, 0)
}

function hash(s: string, seed: number): number {
  let h = seed | 0
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 2_654_435_761)
  return h >>> 0
}

describe('assumption and reason sentences agree with the figures next to them', () => {
  const splitArb = fc
    .tuple(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }))
    .map(([a, b]) => {
      const cardPresent = Math.min(a, 100) / 100
      const keyed = (Math.min(b, 100 - a) / 100) * 1
      return { cardPresent, keyed, online: Math.round((1 - cardPresent - keyed) * 100) / 100 }
    })

  it('a channel split that was given is never called "not given"', () => {
    fc.assert(
      fc.property(fc.constantFrom(...INDUSTRIES), splitArb, (industry, split) => {
        const req = EstimateRequestSchema.parse({
          businessType: 'established',
          industryType: industry,
          monthlyTransactions: 500,
          totalMonthlyVolume: 25_000,
          assessmentData: { channelSplit: split },
        })
        const { assumptions } = rankProviders(req, PROVIDERS, { limit: 1 })
        const notes = assumptions.notes.join(' ')
        expect(notes).not.toContain('No channel split given')
        expect(notes).toContain('Channel split: as you gave it.')
      }),
      { numRuns: 60 },
    )
  })

  it('a count of 1 is written in the singular', () => {
    const stripe = PROVIDERS.find((p) => p.id === 'stripe') as (typeof PROVIDERS)[number]
    fc.assert(
      fc.property(requestArb, (req) => {
        const { recommendations } = rankProviders(req, [stripe])
        for (const r of recommendations) {
          const text = r.reasons.join(' ')
          expect(text).not.toMatch(/\b1 options\b/)
          if (r.costRank === 1 && /Lowest estimated cost/.test(text))
            expect(text).toContain('the 1 option analysed')
          for (const l of r.breakdown) expect(l.detail).not.toMatch(/(^|[^\d.])1 expected chargebacks/)
        }
      }),
      { numRuns: 40 },
    )
    // Exactly one expected chargeback: 500 professional-services sales at the industry's 0.2%.
    const one = EstimateRequestSchema.parse({
      businessType: 'established',
      industryType: 'professional',
      monthlyTransactions: 500,
      totalMonthlyVolume: 50_000,
    })
    const line = rankProviders(one, [stripe]).recommendations[0]?.breakdown.find(
      (l) => l.key === 'chargebacks',
    )
    expect(line?.detail).toMatch(/^1 expected chargeback × /)
  })
})
