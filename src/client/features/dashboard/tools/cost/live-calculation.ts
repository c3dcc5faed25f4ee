import type { Industry } from '@shared/catalogue/taxonomy'
import type { EstimateRequest } from '@shared/pricing/estimate.schemas'
import { toCents, toDollars } from '@shared/pricing/money'
import {
  type CalculatorBusinessType,
  CURRENT_FIXED_CENTS,
  DEMO_FEE_MODELS,
  LIVE_CALCULATOR,
  liveCalculator,
} from '@shared/tools/live-calculator'
import type { ToolData } from '../analysis'
import { analyse, headlineRate } from '../engine'

/**
 * The Live Calculator's figures: the user's own rate (plus the fee per payment they set) against the providers
 * that can take their business, priced by the engine with the report's full answers at the calculator's
 * sales. The spec's demo providers (Square, Stripe, PayPal) are priced from their published fees, never from
 * demo constants, and only when they can take the business and are not the merchant's own provider.
 */

export const INDUSTRY_OF: Record<CalculatorBusinessType, Industry> = {
  retail: 'retail',
  restaurant: 'restaurant',
  ecommerce: 'ecommerce',
  services: 'professional',
  nonprofit: 'nonprofit',
}
const TYPE_OF: Record<Industry, CalculatorBusinessType> = {
  retail: 'retail',
  restaurant: 'restaurant',
  ecommerce: 'ecommerce',
  marketplace: 'ecommerce',
  nonprofit: 'nonprofit',
  professional: 'services',
  healthcare: 'services',
  saas: 'services',
  education: 'services',
  other: 'retail',
}
export const typeFor = (industry: Industry): CalculatorBusinessType => TYPE_OF[industry]

export type CalculatorInputs = {
  transactions: number
  averageAmountCents: number
  ratePercent: number
  fixedCents: number
  type: CalculatorBusinessType
}

const T = LIVE_CALCULATOR.transactions
const clamp = (n: number) => Math.min(T.max, Math.max(T.min, Math.round(n / T.step) * T.step))

/**
 * Defaults: the spec's (10,000 payments of $75 at 2.9% + $0.30) for the example merchant; else the report's
 * sales, and the rate the merchant stated (with the fee per payment they stated), or the spec's rate and fee.
 */
export function calculatorDefaults(data: ToolData): CalculatorInputs {
  const type = typeFor(data.merchant.industry)
  if (data.example) {
    return {
      transactions: T.default,
      averageAmountCents: toCents(LIVE_CALCULATOR.averageAmount.default),
      ratePercent: LIVE_CALCULATOR.currentRate.default,
      fixedCents: CURRENT_FIXED_CENTS,
      type,
    }
  }
  const pricing = data.request.assessmentData?.currentPricing
  const stated =
    pricing && (pricing.model === 'flat' || pricing.model === 'tiered') && pricing.percent !== undefined
  return {
    transactions: clamp(data.merchant.transactions),
    averageAmountCents: Math.round(data.merchant.volumeCents / Math.max(1, data.merchant.transactions)),
    ratePercent: stated
      ? (pricing.percent ?? LIVE_CALCULATOR.currentRate.default)
      : LIVE_CALCULATOR.currentRate.default,
    fixedCents: stated ? toCents(pricing.perTransaction ?? 0) : CURRENT_FIXED_CENTS,
    type,
  }
}

export type CalculatorRow = {
  id: string
  name: string
  label: string
  monthlyCents: number
  /** Positive when it costs less than the user's rate. */
  savingsCents: number
}

export function liveCalculation(data: ToolData, inputs: CalculatorInputs) {
  const own = liveCalculator({
    transactions: inputs.transactions,
    averageAmountCents: inputs.averageAmountCents,
    currentRatePercent: inputs.ratePercent,
    currentFixedCents: inputs.fixedCents,
  })
  const volumeCents = own.volumeCents
  const current = own.current
  if (volumeCents <= 0 || inputs.transactions <= 0) return { volumeCents, current, rows: [], left: [] }
  const industry =
    typeFor(data.merchant.industry) === inputs.type ? data.merchant.industry : INDUSTRY_OF[inputs.type]
  const { lastMonthFees: _fees, ...answers } = data.request.assessmentData ?? {}
  const request: EstimateRequest = {
    ...data.request,
    industryType: industry,
    monthlyTransactions: inputs.transactions,
    totalMonthlyVolume: toDollars(volumeCents),
    assessmentData: {
      ...answers,
      currentPricing: {
        model: 'flat',
        percent: inputs.ratePercent,
        perTransaction: toDollars(inputs.fixedCents),
      },
    },
  }
  const result = analyse(request, data.providers, data.today)
  const ownId = data.current?.id
  const eligible = result.recommendations.filter((r) => r.pspProvider.id !== ownId)
  const row = (r: (typeof eligible)[number], note: string): CalculatorRow => ({
    id: r.pspProvider.id,
    name: `${r.pspProvider.name}${note}`,
    label: headlineRate({
      cardNotPresent: {
        percent: r.pspProvider.transactionFeePercent,
        fixedCents: toCents(r.pspProvider.transactionFeeFixed),
      },
      rateBasis: r.pspProvider.rateBasis,
    }),
    monthlyCents: r.estimatedMonthlyCostCents,
    savingsCents: current.monthlyCents - r.estimatedMonthlyCostCents,
  })
  const demoIds = new Set<string>(DEMO_FEE_MODELS.map((m) => m.id))
  const top = eligible.slice(0, 3)
  const demo = eligible.filter((r) => demoIds.has(r.pspProvider.id) && !top.includes(r))
  const rows = [...top.map((r) => row(r, ' (your match)')), ...demo.map((r) => row(r, ''))]
  // The spec's demo providers this business cannot use (or already uses), said rather than priced.
  const left = DEMO_FEE_MODELS.filter((m) => !eligible.some((r) => r.pspProvider.id === m.id)).map((m) => ({
    name: m.name,
    why:
      m.id === ownId
        ? 'your current provider'
        : (result.excluded?.find((x) => x.id === m.id)?.reason ?? 'not in the catalogue'),
  }))
  return { volumeCents, current, rows, left }
}
