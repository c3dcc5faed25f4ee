import type { User } from '@shared/auth/auth.schemas'

/** The designated administrator: the admin role, or the account whose email is the configured admin email. */
export function isAdminUser(user: User | null, adminEmail: string | null): boolean {
  if (!user) return false
  if (user.role === 'admin') return true
  return adminEmail !== null && user.email.toLowerCase() === adminEmail.toLowerCase()
}
