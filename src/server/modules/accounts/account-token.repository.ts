import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { accountTokens } from '../../db/schema/index'

export type TokenPurpose = 'activation' | 'reset'
export type AccountTokenRow = typeof accountTokens.$inferSelect

export function createAccountTokenRepository(db: Tx) {
  return {
    /** Stores a new token and voids the user's older unused ones for the same purpose. */
    replace: async (row: { tokenHash: string; purpose: TokenPurpose; userId: string; expiresAt: Date }) => {
      await db
        .delete(accountTokens)
        .where(
          and(
            eq(accountTokens.userId, row.userId),
            eq(accountTokens.purpose, row.purpose),
            isNull(accountTokens.usedAt),
          ),
        )
      await db.insert(accountTokens).values(row)
    },
    /**
     * Marks an unused, unexpired token used and returns it, in one conditional update: of two
     * parallel attempts with the same token exactly one gets the row.
     */
    consume: async (tokenHash: string, purposes: TokenPurpose[], now: Date) => {
      const [row] = await db
        .update(accountTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(accountTokens.tokenHash, tokenHash),
            sql`${accountTokens.purpose} in ${purposes}`,
            isNull(accountTokens.usedAt),
            sql`${accountTokens.expiresAt} > ${now}`,
          ),
        )
        .returning()
      return row
    },
    /** An unused, unexpired token, read without using it: checked before any costly work. */
    findUsable: async (tokenHash: string, purposes: TokenPurpose[], now: Date) => {
      const [row] = await db
        .select({ userId: accountTokens.userId })
        .from(accountTokens)
        .where(
          and(
            eq(accountTokens.tokenHash, tokenHash),
            sql`${accountTokens.purpose} in ${purposes}`,
            isNull(accountTokens.usedAt),
            sql`${accountTokens.expiresAt} > ${now}`,
          ),
        )
        .limit(1)
      return row
    },
    deleteUnusedForUser: async (userId: string, purpose: TokenPurpose) => {
      await db
        .delete(accountTokens)
        .where(
          and(
            eq(accountTokens.userId, userId),
            eq(accountTokens.purpose, purpose),
            isNull(accountTokens.usedAt),
          ),
        )
    },
  }
}
export type AccountTokenRepository = ReturnType<typeof createAccountTokenRepository>
