import { sql } from 'drizzle-orm'
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['user', 'admin'] })
      .notNull()
      .default('user'),
    tier: text('tier', { enum: ['free', 'startup', 'established', 'enterprise'] })
      .notNull()
      .default('free'),
    status: text('status', { enum: ['active', 'pending', 'deactivated'] })
      .notNull()
      .default('active'),
    stripeCustomerId: text('stripe_customer_id'),
    /** When the owner last proved they read this address (activation or reset link); null for unproven sign-ups. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
  ],
)

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the opaque token; the token itself is never stored. */
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    idleMinutes: integer('idle_minutes').notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
    /** Set when an administrator is acting as this user: the administrator's id (time-boxed session). */
    impersonatorUserId: text('impersonator_user_id'),
    /**
     * While an administrator acts as the user: the hash under which the administrator's own session is
     * parked (a hash of a token nobody holds), so ending the impersonation can return to that session.
     */
    impersonatorSessionHash: text('impersonator_session_hash'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
)
