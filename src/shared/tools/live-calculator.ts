import { formatRate, formatUsdShort } from '../format'
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
 * The spec's demo fee models (§9), kept for reference only: the dashboard prices these providers from the
 * catalogue with the merchant's answers instead. "Current" is the user's own rate plus a fee per payment that
 * defaults to the spec's $0.30 and that the user can change (0 for an all-in rate).
 */
export const DEMO_FEE_MODELS = [
  { id: 'square', name: 'Square', percent: 2.6, fixedCents: 10, monthlyCents: 0 },
  { id: 'stripe', name: 'Stripe', percent: 2.9, fixedCents: 30, monthlyCents: 0 },
  { id: 'paypal', name: 'PayPal', percent: 2.9, fixedCents: 30, monthlyCents: 3000 },
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

/** The user's current cost and each demo model's, with the saving against the current cost. */
export function liveCalculator(inputs: LiveInputs): {
  volumeCents: number
  current: LiveRow
  rows: LiveRow[]
} {
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
  const rows = DEMO_FEE_MODELS.map((m) => {
    const monthlyCents = flatCostCents({
      volumeCents,
      transactions: inputs.transactions,
      percent: m.percent,
      fixedCents: m.fixedCents,
      monthlyCents: m.monthlyCents,
    })
    const label = `${formatRate(m)}${m.monthlyCents ? ` + ${formatUsdShort(m.monthlyCents)}/month` : ''}`
    return { id: m.id, name: m.name, label, monthlyCents, savingsCents: currentCents - monthlyCents }
  })
  return { volumeCents, current, rows }
}
