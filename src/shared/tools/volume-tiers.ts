/**
 * Volume tiers a processor may offer (spec §9): monthly volume in dollars. The spec's rate per tier was a demo
 * figure; the dashboard prices each tier's volume for the merchant with the engine instead.
 */
export const VOLUME_TIERS = [
  { id: 'starter', name: 'Starter', fromDollars: 0, toDollars: 5_000, range: '$0-$5K' },
  { id: 'growth', name: 'Growth', fromDollars: 5_000, toDollars: 25_000, range: '$5K-$25K' },
  { id: 'business', name: 'Business', fromDollars: 25_000, toDollars: 100_000, range: '$25K-$100K' },
  { id: 'enterprise', name: 'Enterprise', fromDollars: 100_000, toDollars: null, range: '$100K+' },
] as const
export type VolumeTier = (typeof VOLUME_TIERS)[number]

/** The tier of a monthly volume: lower bound included, upper bound excluded. */
export const tierFor = (volumeCents: number): VolumeTier => {
  const dollars = volumeCents / 100
  return [...VOLUME_TIERS].reverse().find((t) => dollars >= t.fromDollars) ?? VOLUME_TIERS[0]
}

export type TierStanding = {
  tier: VolumeTier
  next: VolumeTier | null
  /** Extra monthly volume needed to reach the next tier, cents. */
  toNextCents: number | null
}

export function tierStanding(volumeCents: number): TierStanding {
  const tier = tierFor(volumeCents)
  const index = VOLUME_TIERS.findIndex((t) => t.id === tier.id)
  const next = VOLUME_TIERS[index + 1] ?? null
  return { tier, next, toNextCents: next ? next.fromDollars * 100 - volumeCents : null }
}
