import { type PriorityId, TIMELINES, timelineLabel } from '../catalogue/taxonomy'

/** Industry labels of the dashboard's form and history (dashboard spec §3). */
export const HISTORY_INDUSTRY_LABELS: Record<string, string> = {
  ecommerce: 'E-commerce / Retail',
  saas: 'SaaS / Software',
  professional: 'Professional Services',
  restaurant: 'Restaurant / Food',
  healthcare: 'Healthcare',
  other: 'Other',
  retail: 'Retail',
  marketplace: 'Marketplace',
  nonprofit: 'Non-profit',
  education: 'Education',
}

/** The Quick Assessment's priority options (spec §3). */
export const QUICK_FEATURE_LABELS: Record<PriorityId, string> = {
  'easy-setup': 'Quick and easy setup',
  'low-fees': 'Lowest possible fees',
  'mobile-friendly': 'Mobile payments',
  recurring: 'Subscription billing',
  international: 'International payments',
  support: '24/7 customer support',
}

/** Feature badges in the history (spec §3); ids it does not name read as the form labels them. */
export const HISTORY_FEATURE_LABELS: Record<string, string> = {
  ...QUICK_FEATURE_LABELS,
  'low-fees': 'Low Processing Fees',
  'fast-deposits': 'Fast Deposits',
  international: 'International Payments',
  subscriptions: 'Subscription Billing',
  mobile: 'Mobile Payments',
  pos: 'Point of Sale',
  'fraud-protection': 'Fraud Protection',
  analytics: 'Advanced Analytics',
}

export const TIMELINE_LABELS: Record<string, string> = Object.fromEntries(
  TIMELINES.map((t) => [t, timelineLabel(t) ?? t]),
)

/** 'none' and 'other' are answers, not provider names. */
export const currentProviderLabel = (value: string | null): string =>
  !value || value === 'none' ? 'None yet' : value === 'other' ? 'Another provider' : value
