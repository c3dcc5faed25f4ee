import { formatRate } from '../format'
import { flatCostCents } from './money-math'

/** The live calculator's inputs and their limits (spec §5). */
export const LIVE_CALCULATOR = {
  transactions: { min: 100, max: 100_000, step: 100, default: 10_000 },
  averageAmount: { default: 75 },
  currentRate: { step: 0.1, default: 2.9 },
  businessTypes: ['retail', 'restaurant', 'ecommerce', 'services', 'nonprofit'] as const,
} as const
export type CalculatorBusinessType = (typeof LIVE_CALCULATOR.businessTypes)[number]

export const CALCULATOR_BUSINESS_LABELS: Record<CalculatorBusinessType, string> = {
  retail: 'Retail',
  restaurant: 'Restaurant',
  ecommerce: 'E-commerce',
  services: 'Professional services',
  nonprofit: 'Non-profit',
}

/**
 * The providers of the spec's demo fee models (§9). Their demo rates are never priced: the dashboard prices
 * these providers from the catalogue with the merchant's answers. "Current" is the user's own rate plus a fee
 * per payment that defaults to the spec's $0.30 and that the user can change (0 for an all-in rate).
 */
export const DEMO_FEE_MODELS = [
  { id: 'square', name: 'Square' },
  { id: 'stripe', name: 'Stripe' },
  { id: 'paypal', name: 'PayPal' },
] as const
export const CURRENT_FIXED_CENTS = 30

export type LiveInputs = {
  transactions: number
  averageAmountCents: number
  currentRatePercent: number
  /** The fee per payment on top of the rate (default: the spec's $0.30). */
  currentFixedCents?: number
}

export type LiveRow = {
  id: string
  name: string
  label: string
  monthlyCents: number
  /** Positive when this model costs less than the user's current rate. */
  savingsCents: number
}

/** Monthly volume from the slider and the average amount. */
export const liveVolumeCents = (i: LiveInputs) => i.transactions * i.averageAmountCents

/** The user's current cost at the rate and fee per payment they set. */
export function liveCalculator(inputs: LiveInputs): { volumeCents: number; current: LiveRow } {
  const volumeCents = liveVolumeCents(inputs)
  const fixedCents = inputs.currentFixedCents ?? CURRENT_FIXED_CENTS
  const currentCents = flatCostCents({
    volumeCents,
    transactions: inputs.transactions,
    percent: inputs.currentRatePercent,
    fixedCents,
  })
  const current: LiveRow = {
    id: 'current',
    name: 'Your current rate',
    label: formatRate({ percent: inputs.currentRatePercent, fixedCents }),
    monthlyCents: currentCents,
    savingsCents: 0,
  }
  return { volumeCents, current }
}
