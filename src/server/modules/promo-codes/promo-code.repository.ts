import { and, desc, eq, getTableColumns, isNull, or, sql } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { promoCodes } from '../../db/schema/index'

export type PromoCodeRow = typeof promoCodes.$inferSelect
export type NewPromoCode = typeof promoCodes.$inferInsert
export type PromoCodeWithRevenue = PromoCodeRow & { revenueCents: number }

/**
 * What the code's orders paid, refunds left out. Written with qualified names: Drizzle leaves the table
 * off a column in a one-table select, and `id` inside the subquery would then be the report's own.
 */
const revenue = sql<number>`coalesce((
  select sum("r"."amount_cents") from reports "r"
  where "r"."promo_code_id" = "promo_codes"."id" and "r"."is_paid" and "r"."refunded_at" is null
), 0)::int`

const usableAt = (now: Date) =>
  and(eq(promoCodes.isActive, true), or(isNull(promoCodes.expiresAt), sql`${promoCodes.expiresAt} > ${now}`))
const underLimit = or(
  isNull(promoCodes.maxUses),
  sql`${promoCodes.currentUses} + ${promoCodes.reservedUses} < ${promoCodes.maxUses}`,
)

export function createPromoCodeRepository(db: Tx) {
  return {
    findById: async (id: string): Promise<PromoCodeRow | undefined> => {
      const [row] = await db.select().from(promoCodes).where(eq(promoCodes.id, id)).limit(1)
      return row
    },
    /** Exact, case-insensitive match: the code is a bound parameter compared with `=`, never a pattern. */
    findByCode: async (code: string): Promise<PromoCodeRow | undefined> => {
      const [row] = await db
        .select()
        .from(promoCodes)
        .where(sql`upper(${promoCodes.code}) = upper(${code})`)
        .limit(1)
      return row
    },
    list: async (): Promise<PromoCodeWithRevenue[]> =>
      db
        .select({ ...getTableColumns(promoCodes), revenueCents: revenue })
        .from(promoCodes)
        .orderBy(desc(promoCodes.createdAt)),
    findWithRevenue: async (id: string): Promise<PromoCodeWithRevenue | undefined> => {
      const [row] = await db
        .select({ ...getTableColumns(promoCodes), revenueCents: revenue })
        .from(promoCodes)
        .where(eq(promoCodes.id, id))
      return row
    },
    /** Inserts unless the code is taken; returns undefined on a code collision. */
    insert: async (row: NewPromoCode): Promise<PromoCodeRow | undefined> => {
      const [created] = await db.insert(promoCodes).values(row).onConflictDoNothing().returning()
      return created
    },
    update: async (id: string, data: Partial<NewPromoCode>): Promise<PromoCodeRow | undefined> => {
      const [row] = await db
        .update(promoCodes)
        .set({ ...data, updatedAt: new Date() })
        .where(eq(promoCodes.id, id))
        .returning()
      return row
    },
    delete: async (id: string): Promise<boolean> => {
      const rows = await db.delete(promoCodes).where(eq(promoCodes.id, id)).returning({ id: promoCodes.id })
      return rows.length > 0
    },
    /**
     * Holds one use for a card payment under way (ADR 036), in a single conditional update: only while the
     * code is active, unexpired and its uses plus the uses already held are under its limit, so parallel
     * checkouts can never hold more than `maxUses`.
     */
    hold: async (id: string, now: Date): Promise<boolean> => {
      const rows = await db
        .update(promoCodes)
        .set({ reservedUses: sql`${promoCodes.reservedUses} + 1`, updatedAt: now })
        .where(and(eq(promoCodes.id, id), usableAt(now), underLimit))
        .returning({ id: promoCodes.id })
      return rows.length > 0
    },
    /** Gives a held use back (the payment was not made in time, or was canceled). */
    release: async (id: string, now: Date) => {
      await db
        .update(promoCodes)
        .set({ reservedUses: sql`greatest(${promoCodes.reservedUses} - 1, 0)`, updatedAt: now })
        .where(eq(promoCodes.id, id))
    },
    /**
     * Takes one use in a single conditional update: counted only while the code is active and unexpired,
     * and, unless the payment holds a use already (`held`), under its limit counting the uses held by
     * others. A held use becomes a counted one.
     */
    redeem: async (id: string, now: Date, held = false): Promise<boolean> => {
      const rows = await db
        .update(promoCodes)
        .set({
          currentUses: sql`${promoCodes.currentUses} + 1`,
          ...(held ? { reservedUses: sql`greatest(${promoCodes.reservedUses} - 1, 0)` } : {}),
          updatedAt: now,
        })
        .where(and(eq(promoCodes.id, id), usableAt(now), held ? undefined : underLimit))
        .returning({ id: promoCodes.id })
      return rows.length > 0
    },
    /** Counts a use the code no longer allowed, honoured because it was paid for (ADR 036). */
    countPastLimit: async (id: string, now: Date, held = false) => {
      await db
        .update(promoCodes)
        .set({
          currentUses: sql`${promoCodes.currentUses} + 1`,
          ...(held ? { reservedUses: sql`greatest(${promoCodes.reservedUses} - 1, 0)` } : {}),
          updatedAt: now,
        })
        .where(eq(promoCodes.id, id))
    },
  }
}
export type PromoCodeRepository = ReturnType<typeof createPromoCodeRepository>
