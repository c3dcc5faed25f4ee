/**
 * Shared vocabularies of the assessment (public-site spec §"Business types", "Industries",
 * "Priority feature ids", "Integration needs", "Timeline values").
 */

export const BUSINESS_TYPES = ['startup', 'established', 'enterprise'] as const
export type BusinessType = (typeof BUSINESS_TYPES)[number]

/** The spec's industries plus `retail`, which the calculators and benchmarks also use. */
export const INDUSTRIES = [
  'ecommerce',
  'saas',
  'professional',
  'restaurant',
  'healthcare',
  'retail',
  'other',
] as const
export type Industry = (typeof INDUSTRIES)[number]

export const INDUSTRY_LABELS: Record<Industry, string> = {
  ecommerce: 'E-commerce',
  saas: 'SaaS / subscriptions',
  professional: 'Professional services',
  restaurant: 'Restaurant / café',
  healthcare: 'Healthcare',
  retail: 'Retail',
  other: 'Other',
}

export const PRIORITY_IDS = [
  'easy-setup',
  'low-fees',
  'mobile-friendly',
  'recurring',
  'international',
  'support',
] as const
export type PriorityId = (typeof PRIORITY_IDS)[number]

export const PRIORITY_LABELS: Record<PriorityId, string> = {
  'easy-setup': 'easy setup',
  'low-fees': 'low fees',
  'mobile-friendly': 'mobile payments',
  recurring: 'recurring billing',
  international: 'international payments',
  support: 'customer support',
}

/** Priorities rated per provider in the catalogue; `low-fees` is computed from the cost model instead. */
export const RATED_PRIORITIES = [
  'easy-setup',
  'mobile-friendly',
  'recurring',
  'international',
  'support',
] as const
export type RatedPriority = (typeof RATED_PRIORITIES)[number]

export const INTEGRATION_IDS = [
  'api-integration',
  'accounting-software',
  'ecommerce-platform',
  'pos-system',
  'crm-integration',
  'none',
] as const
export type IntegrationId = (typeof INTEGRATION_IDS)[number]

export const INTEGRATION_LABELS: Record<IntegrationId, string> = {
  'api-integration': 'developer API',
  'accounting-software': 'accounting software',
  'ecommerce-platform': 'e-commerce platform',
  'pos-system': 'point-of-sale system',
  'crm-integration': 'CRM',
  none: 'no integrations',
}

export const TIMELINES = ['immediate', 'soon', 'planning', 'future'] as const
export type Timeline = (typeof TIMELINES)[number]
