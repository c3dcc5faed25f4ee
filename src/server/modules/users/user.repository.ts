import type { Tier } from '@shared/auth/entitlements'
import { eq, getTableColumns, or, type SQL, sql } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { users } from '../../db/schema/index'

export type UserRow = typeof users.$inferSelect
export type NewUser = typeof users.$inferInsert

const rankOf = (tier: SQL) =>
  sql`case ${tier} when 'enterprise' then 3 when 'established' then 2 when 'startup' then 1 else 0 end`

/**
 * The account's tier now: the higher of the tier it was given (`users.tier`: free at sign-up, or what the
 * administrator set) and the best of its purchases that are paid, not refunded, not held for a claim and
 * not expired (a bought report opens its tier for its access days, 30 by default). Purchases never write
 * `users.tier`, so a refund or an expiry takes back exactly what it paid for. Every read of an account
 * below, and the session's (sessions.repository), answers this tier. Written with qualified names: Drizzle
 * leaves the table off a column in a one-table select, and the subquery must not read its own columns.
 */
export const entitledTier = sql<Tier>`(case greatest(${rankOf(sql.raw('"users"."tier"'))}, coalesce((
  select max(${rankOf(sql.raw(`replace("r"."report_type", 'paid_', '')`))}) from reports "r"
  where "r"."user_id" = "users"."id" and "r"."is_paid" and "r"."refunded_at" is null
    and "r"."held_for_claim_at" is null and "r"."expires_at" > now()), 0))
  when 3 then 'enterprise' when 2 then 'established' when 1 then 'startup' else 'free' end)`

/** An account's columns with its entitled tier in place of the given one. */
export const userColumns = { ...getTableColumns(users), tier: entitledTier }

export function createUserRepository(db: Tx) {
  return {
    findById: async (id: string): Promise<UserRow | undefined> => {
      const [row] = await db.select(userColumns).from(users).where(eq(users.id, id)).limit(1)
      return row
    },
    findByEmail: async (email: string): Promise<UserRow | undefined> => {
      const [row] = await db
        .select(userColumns)
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`)
        .limit(1)
      return row
    },
    /** Finds by email or by username, case-insensitively. */
    findByLogin: async (login: string): Promise<UserRow | undefined> => {
      const [row] = await db
        .select(userColumns)
        .from(users)
        .where(
          or(sql`lower(${users.email}) = lower(${login})`, sql`lower(${users.username}) = lower(${login})`),
        )
        .limit(1)
      return row
    },
    existsByEmailOrUsername: async (email: string, username: string) => {
      const rows = await db
        .select({ email: users.email, username: users.username })
        .from(users)
        .where(
          or(
            sql`lower(${users.email}) = lower(${email})`,
            sql`lower(${users.username}) = lower(${username})`,
          ),
        )
      return {
        email: rows.some((r) => r.email.toLowerCase() === email.toLowerCase()),
        username: rows.some((r) => r.username.toLowerCase() === username.toLowerCase()),
      }
    },
    insert: async (user: NewUser): Promise<UserRow> => {
      const [row] = await db.insert(users).values(user).returning()
      if (!row) throw new Error('insert returned no row')
      return row
    },
    update: async (id: string, data: Partial<NewUser>): Promise<UserRow | undefined> => {
      const [row] = await db
        .update(users)
        .set({ ...data, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning()
      return row
    },
  }
}
export type UserRepository = ReturnType<typeof createUserRepository>
