import type { tiers } from '@shared/auth/auth.schemas'
import { newId } from '../lib/ids'
import { hashPassword } from '../lib/password'
import type { NewUser } from '../modules/users/user.repository'

export type UserInput = {
  email: string
  username: string
  password: string
  role?: 'user' | 'admin'
  tier?: (typeof tiers)[number]
  /** The address was proven (an activation or reset link was used). */
  verified?: boolean
}

/**
 * A user row ready to insert, its password hashed as sign-up hashes it. The seed's administrator and the
 * tests' accounts are made by this one function, so both stay in step with the users table.
 */
export async function userRow(input: UserInput): Promise<NewUser> {
  return {
    id: newId(),
    email: input.email,
    username: input.username,
    passwordHash: await hashPassword(input.password),
    role: input.role ?? 'user',
    tier: input.tier ?? 'free',
    emailVerifiedAt: input.verified ? new Date() : null,
  }
}
