import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Provider } from '../catalogue/provider.schemas'
import { PROVIDERS } from '../catalogue/providers'
import {
  BUSINESS_BANKS,
  INDUSTRIES,
  PLATFORMS,
  POS_SOFTWARE,
  RESTRICTED_CATEGORIES,
} from '../catalogue/taxonomy'
import { formatUsd } from '../format'
import { buildContext } from './context'
import { estimateProviderCost } from './cost'
import { EstimateRequestSchema } from './estimate.schemas'
import { rankProviders } from './rank'

const TODAY = '2026-11-25'

/** Merchants with every optional input the wizard can send. */
const merchantArb = fc
  .record({
    businessType: fc.constantFrom('startup', 'established', 'enterprise'),
    industryType: fc.constantFrom(...INDUSTRIES),
    monthlyTransactions: fc.integer({ min: 1, max: 200_000 }),
    ticketCents: fc.integer({ min: 25, max: 200_000 }),
    currentProvider: fc.constantFrom(undefined, 'Stripe', 'Square', 'Helcim', 'Toast', 'Other', 'Adyen'),
    restrictedCategory: fc.option(fc.constantFrom(...RESTRICTED_CATEGORIES), { nil: undefined }),
    platform: fc.option(fc.constantFrom(...PLATFORMS), { nil: undefined }),
    posSoftware: fc.option(fc.constantFrom(...POS_SOFTWARE), { nil: undefined }),
    businessBank: fc.option(fc.constantFrom(...BUSINESS_BANKS), { nil: undefined }),
    cp: fc.integer({ min: 0, max: 100 }),
    keyed: fc.integer({ min: 0, max: 100 }),
    feeShare: fc.option(fc.integer({ min: 5, max: 60 }), { nil: undefined }),
    contractEndDate: fc.option(fc.constantFrom('2025-01-31', '2027-06-30'), { nil: undefined }),
  })
  .filter((r) => r.monthlyTransactions * r.ticketCents <= 5_000_000_000)
  .map((r) => {
    const volumeCents = r.monthlyTransactions * r.ticketCents
    const cardPresent = r.cp / 100
    const keyed = Math.min(r.keyed, 100 - r.cp) / 100
    return EstimateRequestSchema.parse({
      businessType: r.businessType,
      industryType: r.industryType,
      monthlyTransactions: r.monthlyTransactions,
      totalMonthlyVolume: volumeCents / 100,
      currentProvider: r.currentProvider,
      assessmentData: {
        restrictedCategory: r.restrictedCategory,
        platform: r.platform,
        posSoftware: r.posSoftware,
        businessBank: r.businessBank,
        channelSplit: { cardPresent, keyed, online: Math.round((1 - cardPresent - keyed) * 100) / 100 },
        lastMonthFees:
          r.feeShare === undefined ? undefined : Math.round((volumeCents * r.feeShare) / 1000) / 100,
        contractEndDate: r.contractEndDate,
      },
    })
  })

describe('eligibility, fees and advice invariants', () => {
  it('excluded providers never appear in the ranking, and each says why with a source', () => {
    fc.assert(
      fc.property(merchantArb, (req) => {
        const { recommendations, excluded = [] } = rankProviders(req, PROVIDERS, { today: TODAY })
        const ranked = new Set(recommendations.map((r) => r.pspProvider.id))
        for (const x of excluded) {
          expect(ranked.has(x.id)).toBe(false)
          expect(x.sourceUrl).toMatch(/^https?:\/\//)
        }
      }),
      { numRuns: 150 },
    )
  })

  it('a restricted product never sees a provider that does not accept it', () => {
    fc.assert(
      fc.property(merchantArb, (req) => {
        const category = req.assessmentData?.restrictedCategory
        fc.pre(category !== undefined && category !== 'none')
        for (const r of rankProviders(req, PROVIDERS, { today: TODAY }).recommendations) {
          const p = PROVIDERS.find((x) => x.id === r.pspProvider.id) as Provider
          expect(p.eligibility?.acceptsRestricted ?? []).toContain(category)
        }
      }),
      { numRuns: 100 },
    )
  })

  it('adding a fee never lowers a cost', () => {
    const fees: ((p: Provider, cents: number) => Provider)[] = [
      (p, c) => ({ ...p, monthlyFeeCents: p.monthlyFeeCents + c }),
      (p, c) => ({ ...p, setupFeeCents: p.setupFeeCents + c }),
      (p, c) => ({
        ...p,
        otherFees: { ...p.otherFees, pciMonthlyCents: (p.otherFees.pciMonthlyCents ?? 0) + c },
      }),
      (p, c) => ({
        ...p,
        otherFees: { ...p.otherFees, statementMonthlyCents: (p.otherFees.statementMonthlyCents ?? 0) + c },
      }),
      (p, c) => ({ ...p, otherFees: { ...p.otherFees, batchCents: (p.otherFees.batchCents ?? 0) + c } }),
      (p, c) => ({
        ...p,
        otherFees: { ...p.otherFees, chargebackCents: (p.otherFees.chargebackCents ?? 2_500) + c },
      }),
      (p, c) => ({
        ...p,
        otherFees: { ...p.otherFees, gatewayMonthlyCents: (p.otherFees.gatewayMonthlyCents ?? 0) + c },
      }),
      (p, c) => ({ ...p, internationalSurchargePercent: p.internationalSurchargePercent + c / 1000 }),
    ]
    fc.assert(
      fc.property(
        merchantArb,
        fc.constantFrom(...PROVIDERS),
        fc.integer({ min: 0, max: fees.length - 1 }),
        fc.integer({ min: 1, max: 5_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (req, provider, which, cents, international) => {
          const withShare = EstimateRequestSchema.parse({
            ...req,
            assessmentData: { ...req.assessmentData, internationalShare: international },
          })
          const ctx = buildContext(withShare)
          const before = estimateProviderCost(provider, ctx).totalCents
          const after = estimateProviderCost((fees[which] as (typeof fees)[number])(provider, cents), ctx)
          expect(after.totalCents).toBeGreaterThanOrEqual(before)
        },
      ),
      { numRuns: 300 },
    )
  })

  it('a switch never shows savings it does not have', () => {
    fc.assert(
      fc.property(merchantArb, (req) => {
        const {
          recommendations,
          savings,
          advice,
          excluded = [],
        } = rankProviders(req, PROVIDERS, {
          today: TODAY,
        })
        const top = recommendations[0]
        if (!advice || !top) return
        if (savings.baselineSource === 'percentile_baseline') {
          expect(advice.kind).toBe('choose')
          return
        }
        const today = Math.round(savings.currentMonthlyCost * 100)
        // A current provider that cannot take the business as described must be left, saving or not.
        const forced = excluded.find(
          (x) => x.id === savings.baselineProviderId && !x.reason.includes('custom quote'),
        )
        if (advice.kind === 'switch') {
          expect(advice.netSavingsCents).toBe(
            (today - top.estimatedMonthlyCostCents) * advice.horizonMonths - advice.switchingCostCents,
          )
          expect(savings.monthlySavings).toBe(Math.max(0, today - top.estimatedMonthlyCostCents) / 100)
          if (forced) expect(advice.headline).toContain(forced.reason)
          else {
            expect(top.estimatedMonthlyCostCents).toBeLessThan(today)
            expect(advice.netSavingsCents).toBeGreaterThan(0)
          }
        } else {
          expect(['stay', 'renegotiate']).toContain(advice.kind)
          const asked = advice.options.find((o) => o.kind === 'custom_pricing')
          if (advice.kind === 'stay') expect(savings.annualSavings).toBe(0)
          else {
            // The saving claimed is the price asked for, below what is paid, and the headline names it.
            expect(asked).toBeDefined()
            expect(asked?.monthlyCents).toBeLessThan(today)
            expect(savings.monthlySavings).toBe((today - (asked?.monthlyCents ?? 0)) / 100)
            expect(advice.headline).toContain(formatUsd(asked?.monthlyCents ?? 0))
            expect(advice.headline).toContain(formatUsd(today))
          }
        }
      }),
      { numRuns: 200 },
    )
  })
})
