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
  'marketplace',
  'nonprofit',
  'education',
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
  marketplace: 'Marketplace',
  nonprofit: 'Non-profit',
  education: 'Education',
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

/** When the merchant means to switch, as every page says it: the one source for the timeline's wording. */
export const TIMELINE_WINDOWS: Record<Timeline, { label: string; window: string }> = {
  immediate: { label: 'Immediately', window: 'within 2 weeks' },
  soon: { label: 'Soon', window: 'within 1-3 months' },
  planning: { label: 'Planning', window: 'in 3-6 months' },
  future: { label: 'Just exploring', window: '6+ months away' },
}

/** "Soon (within 1-3 months)" for a timeline id; null for none or an unknown one. */
export const timelineLabel = (id: string | null | undefined): string | null => {
  const t = id ? TIMELINE_WINDOWS[id as Timeline] : undefined
  return t ? `${t.label} (${t.window})` : null
}

/** The online store platform a merchant sells through (some charge for, or close the door to, other processors). */
export const PLATFORMS = [
  'shopify',
  'woocommerce',
  'bigcommerce',
  'wix',
  'squarespace',
  'magento',
  'custom',
  'none',
] as const
export type Platform = (typeof PLATFORMS)[number]

export const PLATFORM_LABELS: Record<Platform, string> = {
  shopify: 'Shopify',
  woocommerce: 'WooCommerce',
  bigcommerce: 'BigCommerce',
  wix: 'Wix',
  squarespace: 'Squarespace',
  magento: 'Adobe Commerce (Magento)',
  custom: 'Custom-built site',
  none: 'No online store',
}

/** Point-of-sale or booking software in use; several bundle their own card processing. */
export const POS_SOFTWARE = [
  'toast',
  'square',
  'clover',
  'shopify-pos',
  'lightspeed',
  'spoton',
  'mindbody',
  'other',
  'none',
] as const
export type PosSoftware = (typeof POS_SOFTWARE)[number]

export const POS_SOFTWARE_LABELS: Record<PosSoftware, string> = {
  toast: 'Toast',
  square: 'Square POS',
  clover: 'Clover',
  'shopify-pos': 'Shopify POS',
  lightspeed: 'Lightspeed',
  spoton: 'SpotOn',
  mindbody: 'Mindbody',
  other: 'Other software',
  none: 'None',
}

/** Products and services most mainstream processors restrict or prohibit. */
export const RESTRICTED_CATEGORIES = [
  'none',
  'firearms',
  'cbd',
  'adult',
  'nutraceuticals',
  'gambling',
  'travel',
  'crypto',
  'tobacco-vape',
  'other-high-risk',
] as const
export type RestrictedCategory = (typeof RESTRICTED_CATEGORIES)[number]

export const RESTRICTED_CATEGORY_LABELS: Record<RestrictedCategory, string> = {
  none: 'None of these',
  firearms: 'Firearms and ammunition',
  cbd: 'CBD and hemp',
  adult: 'Adult content',
  nutraceuticals: 'Nutraceuticals and supplements',
  gambling: 'Gambling and sweepstakes',
  travel: 'Travel and ticketing',
  crypto: 'Cryptocurrency',
  'tobacco-vape': 'Tobacco and vape',
  'other-high-risk': 'Another high-risk product',
}

export const BUSINESS_BANKS = ['chase', 'bank-of-america', 'wells-fargo', 'us-bank', 'other', 'none'] as const
export type BusinessBank = (typeof BUSINESS_BANKS)[number]

export const BUSINESS_BANK_LABELS: Record<BusinessBank, string> = {
  chase: 'Chase',
  'bank-of-america': 'Bank of America',
  'wells-fargo': 'Wells Fargo',
  'us-bank': 'U.S. Bank',
  other: 'Another bank',
  none: 'Prefer not to say',
}
