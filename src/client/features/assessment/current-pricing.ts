import { NO_PROVIDER } from '@shared/catalogue/provider-names'
import {
  AssessmentDataSchema,
  type CurrentPricing,
  type CurrentPricingModel,
  CurrentPricingSchema,
} from '@shared/pricing/estimate.schemas'

export type NumberField = number | ''

/** "What you pay them": the current provider's terms as the merchant reads them (all optional). */
export type PricingAnswers = {
  pricingModel: CurrentPricingModel | null
  pricingPercent: NumberField
  pricingPerPayment: NumberField
  pricingMonthly: NumberField
  earlyTerminationFee: NumberField
  equipmentLease: NumberField
}
export type PricingField = keyof PricingAnswers

export const PRICING_MODEL_OPTIONS: { value: CurrentPricingModel; label: string }[] = [
  { value: 'flat', label: 'Flat rate' },
  { value: 'tiered', label: 'Tiered' },
  { value: 'interchange_plus', label: 'Interchange-plus' },
  { value: 'subscription', label: 'Subscription' },
]

/** The rate's label follows the structure: what the statement calls it. */
export const RATE_LABELS: Record<CurrentPricingModel, string> = {
  flat: 'Your rate',
  tiered: 'Qualified rate',
  interchange_plus: 'Margin over interchange',
  subscription: 'Margin over interchange (if any)',
}

/** Whether the merchant names a provider they could be paying today ("none" names none). */
export const namesCurrentProvider = (provider: string | null): boolean =>
  Boolean(provider?.trim()) && provider !== NO_PROVIDER

const num = (v: unknown): NumberField => (typeof v === 'number' && Number.isFinite(v) ? v : '')
const MODELS = new Set<string>(PRICING_MODEL_OPTIONS.map((o) => o.value))

export function pricingAnswersFrom(d: Record<string, unknown>): PricingAnswers {
  const p = (d.currentPricing ?? {}) as Record<string, unknown>
  return {
    pricingModel:
      typeof p.model === 'string' && MODELS.has(p.model) ? (p.model as CurrentPricingModel) : null,
    pricingPercent: num(p.percent),
    pricingPerPayment: num(p.perTransaction),
    pricingMonthly: num(p.monthlyFees),
    earlyTerminationFee: num(d.earlyTerminationFee),
    equipmentLease: num(d.equipmentLeaseMonthly),
  }
}

/** The stated terms as the API takes them, or undefined when no structure is chosen. */
export function currentPricingOf(a: PricingAnswers): Partial<CurrentPricing> | undefined {
  if (a.pricingModel === null) return undefined
  const out: Partial<CurrentPricing> = { model: a.pricingModel }
  if (a.pricingPercent !== '') out.percent = a.pricingPercent
  if (a.pricingPerPayment !== '') out.perTransaction = a.pricingPerPayment
  if (a.pricingMonthly !== '') out.monthlyFees = a.pricingMonthly
  return out
}

const FIELD_OF: Record<string, PricingField> = {
  model: 'pricingModel',
  percent: 'pricingPercent',
  perTransaction: 'pricingPerPayment',
  monthlyFees: 'pricingMonthly',
}

/** The shared schema's message for each field that does not pass (empty when all is well). */
export function pricingIssues(a: PricingAnswers): Partial<Record<PricingField, string>> {
  const issues: Partial<Record<PricingField, string>> = {}
  const pricing = currentPricingOf(a)
  if (pricing) {
    const parsed = CurrentPricingSchema.safeParse(pricing)
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = FIELD_OF[String(issue.path[0])]
        if (field && !issues[field]) issues[field] = issue.message
      }
    }
  }
  const shape = AssessmentDataSchema.shape
  const etf = a.earlyTerminationFee === '' ? null : shape.earlyTerminationFee.safeParse(a.earlyTerminationFee)
  if (etf && !etf.success) issues.earlyTerminationFee = etf.error.issues[0]?.message
  const lease = a.equipmentLease === '' ? null : shape.equipmentLeaseMonthly.safeParse(a.equipmentLease)
  if (lease && !lease.success) issues.equipmentLease = lease.error.issues[0]?.message
  return issues
}

export const pricingValid = (a: PricingAnswers): boolean => Object.keys(pricingIssues(a)).length === 0

/**
 * The answers to save: the terms when a provider is named, else null, which removes terms given earlier
 * for a provider the merchant no longer names.
 */
export function pricingToSend(provider: string | null, a: PricingAnswers) {
  const named = namesCurrentProvider(provider)
  const pricing = named ? currentPricingOf(a) : undefined
  return {
    currentPricing: (pricing as CurrentPricing | undefined) ?? null,
    earlyTerminationFee: named && a.earlyTerminationFee !== '' ? a.earlyTerminationFee : null,
    equipmentLeaseMonthly: named && a.equipmentLease !== '' ? a.equipmentLease : null,
  }
}
