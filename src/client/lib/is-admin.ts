import type { User } from '@shared/auth/auth.schemas'

/** The administrator is known by the signed-in user's role; the server decides it, never an address. */
export function isAdminUser(user: User | null): boolean {
  return user?.role === 'admin'
}
