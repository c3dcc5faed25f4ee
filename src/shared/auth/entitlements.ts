import type { tiers } from './auth.schemas'

export type Tier = (typeof tiers)[number]

/** Tiers in order: a higher one includes everything a lower one unlocks. */
export const TIER_RANK: Record<Tier, number> = { free: 0, startup: 1, established: 2, enterprise: 3 }

/**
 * Whether an account may use the paid capabilities (the full ranking, the dashboard's tools, rate alerts,
 * reports made from the dashboard). The tier it is given is the one the server derived when it read the
 * account (src/server/modules/users/user.repository.ts `entitledTier`): what is paid, not refunded and
 * not expired, or what the administrator gave.
 */
export const hasPaidPlan = (user: { tier: Tier; role: string }) =>
  user.role === 'admin' || user.tier !== 'free'
