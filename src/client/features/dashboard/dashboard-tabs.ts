import type { TabAccess } from '@shared/auth/entitlements'

/** The dashboard's tabs (spec §2); `?tab=` in the URL names one. */
const TAB_IDS = [
  'reports',
  'recommendations',
  'cost-analysis',
  'implementation',
  'negotiation',
  'optimization',
  'alerts',
  'consultation',
  'compliance',
  'integration',
  'settings',
  'assessments',
] as const
export type TabId = (typeof TAB_IDS)[number]

/** Who may open a tab (spec §6): everyone, paid tiers, or the enterprise tier. */
export type { TabAccess }

export type NavItem = { id: TabId | 'admin'; label: string; access: TabAccess; adminOnly?: boolean }

/** The side menu, in the spec's order. */
export const NAV_ITEMS: readonly NavItem[] = [
  { id: 'reports', label: 'My Reports & Analysis', access: 'free' },
  { id: 'recommendations', label: 'Provider Recommendations', access: 'free' },
  { id: 'assessments', label: 'Assessment History', access: 'free' },
  { id: 'cost-analysis', label: 'Cost Analysis Tools', access: 'paid' },
  { id: 'implementation', label: 'Implementation Roadmap', access: 'paid' },
  { id: 'negotiation', label: 'Negotiation Toolkit', access: 'paid' },
  { id: 'optimization', label: 'Current Provider Optimization', access: 'paid' },
  { id: 'alerts', label: 'Rate Monitoring & Alerts', access: 'paid' },
  { id: 'consultation', label: 'Expert Consultation Hub', access: 'paid' },
  { id: 'compliance', label: 'Compliance Hub', access: 'enterprise' },
  { id: 'integration', label: 'Integration Center', access: 'paid' },
  { id: 'settings', label: 'Account Settings', access: 'free' },
  { id: 'admin', label: 'Admin Dashboard', access: 'free', adminOnly: true },
]

/** An unknown or missing `?tab=` falls back to reports. */
export const resolveTab = (param: string | null): TabId =>
  (TAB_IDS as readonly string[]).includes(param ?? '') ? (param as TabId) : 'reports'

export const accessOf = (tab: TabId): TabAccess => NAV_ITEMS.find((item) => item.id === tab)?.access ?? 'free'

/** The menu a user sees: Admin Dashboard only for an administrator in admin view. */
export const navItemsFor = (role: 'user' | 'admin') =>
  NAV_ITEMS.filter((item) => !item.adminOnly || role === 'admin')
