import { and, asc, eq, gt, isNotNull, isNull, lt, lte, ne, or, sql } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { paymentIntents } from '../../db/schema/index'

export type PaymentIntentRow = typeof paymentIntents.$inferSelect
export type NewPaymentIntent = typeof paymentIntents.$inferInsert

export function createPaymentIntentRepository(db: Tx) {
  return {
    insert: async (row: NewPaymentIntent): Promise<PaymentIntentRow> => {
      const [created] = await db.insert(paymentIntents).values(row).onConflictDoNothing().returning()
      if (created) return created
      const [existing] = await db.select().from(paymentIntents).where(eq(paymentIntents.id, row.id))
      if (!existing) throw new Error('payment intent insert returned no row')
      return existing
    },
    findById: async (id: string): Promise<PaymentIntentRow | undefined> => {
      const [row] = await db.select().from(paymentIntents).where(eq(paymentIntents.id, id)).limit(1)
      return row
    },
    /** Locks the intent's row until the transaction ends: one fulfilment at a time per intent. */
    lockById: async (id: string): Promise<PaymentIntentRow | undefined> => {
      const [row] = await db.select().from(paymentIntents).where(eq(paymentIntents.id, id)).for('update')
      return row
    },
    /** An unpaid intent for exactly this order, recent enough to reuse instead of creating another. */
    findReusable: async (order: {
      gateway: 'sandbox' | 'stripe'
      assessmentId: string
      reportType: string
      promoCodeId: string | null
      amountCents: number
      checkoutTokenHash: string
      since: Date
    }): Promise<PaymentIntentRow | undefined> => {
      const [row] = await db
        .select()
        .from(paymentIntents)
        .where(
          and(
            eq(paymentIntents.gateway, order.gateway),
            eq(paymentIntents.assessmentId, order.assessmentId),
            sql`${paymentIntents.reportType} = ${order.reportType}`,
            order.promoCodeId
              ? eq(paymentIntents.promoCodeId, order.promoCodeId)
              : isNull(paymentIntents.promoCodeId),
            eq(paymentIntents.amountCents, order.amountCents),
            eq(paymentIntents.checkoutTokenHash, order.checkoutTokenHash),
            eq(paymentIntents.status, 'requires_payment_method'),
            gt(paymentIntents.createdAt, order.since),
          ),
        )
        .orderBy(sql`${paymentIntents.createdAt} desc`)
        .limit(1)
      return row
    },
    /** Intents not paid whose promo hold has passed: to cancel at the gateway before the use goes back. */
    lapsedHolds: async (now: Date): Promise<{ id: string }[]> =>
      db
        .select({ id: paymentIntents.id })
        .from(paymentIntents)
        .where(
          and(
            lte(paymentIntents.promoHeldUntil, now),
            isNull(paymentIntents.fulfilledAt),
            sql`${paymentIntents.status} in ('requires_payment_method', 'requires_action')`,
          ),
        ),
    /**
     * Moves the end of an intent's promo hold while it still holds a use (its time may have passed as long
     * as the use was not given back); false when it holds none.
     */
    extendPromoHold: async (id: string, until: Date, now: Date): Promise<boolean> => {
      const rows = await db
        .update(paymentIntents)
        .set({ promoHeldUntil: until, updatedAt: now })
        .where(
          and(
            eq(paymentIntents.id, id),
            isNotNull(paymentIntents.promoHeldUntil),
            isNull(paymentIntents.fulfilledAt),
          ),
        )
        .returning({ id: paymentIntents.id })
      return rows.length > 0
    },
    /**
     * Ends the promo holds of intents not paid in time or canceled (a payment that succeeded, or is being
     * processed, keeps its hold until it is fulfilled or fails); answers the promo code of each hold ended, to give the use back.
     */
    endPromoHolds: async (now: Date): Promise<string[]> => {
      const ended = await db
        .update(paymentIntents)
        .set({ promoHeldUntil: null, updatedAt: now })
        .where(
          and(
            isNotNull(paymentIntents.promoHeldUntil),
            isNull(paymentIntents.fulfilledAt),
            sql`${paymentIntents.status} not in ('succeeded', 'processing')`,
            or(lte(paymentIntents.promoHeldUntil, now), eq(paymentIntents.status, 'canceled')),
          ),
        )
        .returning({ promoCodeId: paymentIntents.promoCodeId })
      return ended.flatMap((r) => (r.promoCodeId ? [r.promoCodeId] : []))
    },
    update: async (id: string, data: Partial<NewPaymentIntent>, now: Date) => {
      const [row] = await db
        .update(paymentIntents)
        .set({ ...data, updatedAt: now })
        .where(eq(paymentIntents.id, id))
        .returning()
      return row
    },
    /** Moves an intent from one status to another only if it is still in `from` (no lost updates). */
    transition: async (
      id: string,
      from: PaymentIntentRow['status'][],
      data: Partial<NewPaymentIntent>,
      now: Date,
    ): Promise<PaymentIntentRow | undefined> => {
      const [row] = await db
        .update(paymentIntents)
        .set({ ...data, updatedAt: now })
        .where(and(eq(paymentIntents.id, id), sql`${paymentIntents.status} in ${from}`))
        .returning()
      return row
    },
    /** Intents not fulfilled yet, untouched since `before`: candidates for reconciliation. */
    listUnfulfilled: async (before: Date, after: Date, limit: number): Promise<PaymentIntentRow[]> =>
      db
        .select()
        .from(paymentIntents)
        .where(
          and(
            isNull(paymentIntents.fulfilledAt),
            ne(paymentIntents.status, 'canceled'),
            lt(paymentIntents.updatedAt, before),
            gt(paymentIntents.createdAt, after),
          ),
        )
        .orderBy(asc(paymentIntents.createdAt))
        .limit(limit),
  }
}
export type PaymentIntentRepository = ReturnType<typeof createPaymentIntentRepository>
