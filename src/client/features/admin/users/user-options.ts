import { tiers } from '@shared/auth/auth.schemas'

export const tierLabel = (tier: string) => tier.charAt(0).toUpperCase() + tier.slice(1)

export const roleOptions = [
  { value: 'user', label: 'User' },
  { value: 'admin', label: 'Admin' },
]

export const tierOptions = tiers.map((t) => ({ value: t, label: tierLabel(t) }))
