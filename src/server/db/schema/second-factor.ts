import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './users'

/**
 * An account's authenticator (TOTP). Kept apart from `users` so no user row, DTO or export ever carries
 * the secret. Secrets are sealed (AES-256-GCM) when TOTP_ENCRYPTION_KEY is set.
 */
export const userSecondFactors = pgTable('user_second_factors', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The confirmed secret; null while only a pending enrolment exists. */
  secret: text('secret'),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  /** The last time step a code was accepted for: a code of that step or an earlier one is refused. */
  lastUsedStep: integer('last_used_step'),
  /** A secret shown for enrolment and not yet confirmed with a code. */
  pendingSecret: text('pending_secret'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * A sign-in that proved the password and waits for the second factor. The browser holds the opaque token
 * in an HttpOnly cookie; only its hash is stored. `enrolSecret` is set for an administrator's first
 * sign-in, which enrols an authenticator before any session exists.
 */
export const signInChallenges = pgTable('sign_in_challenges', {
  tokenHash: text('token_hash').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  enrolSecret: text('enrol_secret'),
  attempts: integer('attempts').notNull().default(0),
  ip: text('ip'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
})

/**
 * A browser that completed a sign-in with the second factor. Its opaque token (an HttpOnly cookie; only the
 * hash is stored) lets the owner sign in while failures from other addresses hold the account's limit.
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('known_devices_user_idx').on(t.userId)],
)
