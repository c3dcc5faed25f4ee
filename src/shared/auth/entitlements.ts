import type { tiers } from './auth.schemas'

/**
 * The plans and what each one may do, asked by both sides: the server before it answers a route, the browser
 * before it shows a tab, a button or the whole ranking. A rule changes here and nowhere else.
 */

export type Tier = (typeof tiers)[number]

/** Tiers in order: a higher one includes everything a lower one unlocks. */
export const TIER_RANK: Record<Tier, number> = { free: 0, startup: 1, established: 2, enterprise: 3 }

/** A tier as the product names it: "Established". */
export const TIER_LABELS: Record<Tier, string> = {
  free: 'Free',
  startup: 'Startup',
  established: 'Established',
  enterprise: 'Enterprise',
}

/** "Free plan", "Enterprise plan". */
export const planName = (tier: Tier): string => `${TIER_LABELS[tier]} plan`

/** The rate-alert upsell, in the API's refusal and on the dashboard's locked tab alike. */
export const RATE_ALERTS_UPGRADE = 'Upgrade to Access Monitoring'

/**
 * The account an entitlement is asked about. Its tier is the one the server derived when it read the account
 * (src/server/modules/users/user.repository.ts `entitledTier`): what is paid, not refunded and not expired,
 * or what the administrator gave.
 */
type Account = { tier: Tier; role: string }

/**
 * Whether an account may use the paid capabilities (the full ranking, the dashboard's tools, rate alerts,
 * reports made from the dashboard, imports). The administrator may use them all.
 */
export const hasPaidPlan = (user: Account) => user.role === 'admin' || user.tier !== 'free'

/** The whole ranking and its excluded providers (POST /api/estimate); anyone else sees the top match. */
export const canSeeFullRanking = (user: Account | null | undefined): boolean =>
  Boolean(user && hasPaidPlan(user))

/**
 * A report that came with the plan (made from the dashboard, not bought) is open while the owner's plan is at
 * least the report's tier: a refund, an expiry or a plan taken back ends it, as a downgrade ends a report
 * of the higher tier. A bought report follows its own purchase instead (refund, 30 days).
 */
export const keepsIncludedReport = (user: Account, reportTier: Exclude<Tier, 'free'>): boolean =>
  user.role === 'admin' || TIER_RANK[user.tier] >= TIER_RANK[reportTier]

/** The dashboard's paid tools, and the full catalogue entries they price what-ifs with (GET /api/user/catalogue). */
export const canUseTools = (user: Account): boolean => hasPaidPlan(user)

/** Rate alerts: creating them, and being mailed when a watched provider's fees change. */
export const canUseRateAlerts = (user: Account): boolean => hasPaidPlan(user)

/** Removing a report from the dashboard (the delete icon) is part of the Enterprise plan. */
export const canHideReports = (user: { tier: Tier }): boolean => user.tier === 'enterprise'

/** Who a dashboard tab is for: everyone, any paid plan, or the Enterprise plan. */
export type TabAccess = 'free' | 'paid' | 'enterprise'

/** Whether an account on `tier` may open a tab that is for `access`. */
export const mayOpenTab = (access: TabAccess, tier: Tier): boolean =>
  access === 'free' || (access === 'paid' ? tier !== 'free' : tier === 'enterprise')

/** A dashboard-made report for an account follows its plan; a free account gets the Established one. */
export const reportTierFor = (tier: Tier): Exclude<Tier, 'free'> => (tier === 'free' ? 'established' : tier)
