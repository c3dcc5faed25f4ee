import { tiers } from '@shared/auth/auth.schemas'
import { TIER_LABELS } from '@shared/auth/entitlements'

export const roleOptions = [
  { value: 'user', label: 'User' },
  { value: 'admin', label: 'Admin' },
]

export const tierOptions = tiers.map((t) => ({ value: t, label: TIER_LABELS[t] }))

/** 'deactivated' → 'Deactivated'. */
export const statusLabel = (status: string) => status.charAt(0).toUpperCase() + status.slice(1)
