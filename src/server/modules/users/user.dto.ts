import type { User } from '@shared/auth/auth.schemas'
import type { UserRow } from './user.repository'

export const toUserDto = (row: UserRow): User => ({
  id: row.id,
  username: row.username,
  email: row.email,
  tier: row.tier,
  role: row.role,
})
