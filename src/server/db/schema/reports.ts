import { boolean, customType, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { promoCodes } from './payments'
import { users } from './users'

/** A bought report: a frozen snapshot of the assessment and the engine's full ranking at purchase. */
export const reports = pgTable(
  'reports',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assessmentId: text('assessment_id').notNull(),
    reportType: text('report_type', {
      enum: ['paid_startup', 'paid_established', 'paid_enterprise'],
    }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    isPaid: boolean('is_paid').notNull().default(true),
    promoCodeId: text('promo_code_id').references(() => promoCodes.id, { onDelete: 'set null' }),
    /** The fulfilment key of a card order: one report per payment intent. */
    paymentIntentId: text('payment_intent_id').unique(),
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Removed from the owner's dashboard by the owner (enterprise tier); kept for the records. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /**
     * Bought with the address of an existing account from a browser not signed in to it: kept off that
     * account (hidden, tier unchanged) until someone proves the address with the emailed link.
     */
    heldForClaimAt: timestamp('held_for_claim_at', { withTimezone: true }),
    /** The owner asked for the money back under the 3-day guarantee, with their reason. */
    refundRequestedAt: timestamp('refund_requested_at', { withTimezone: true }),
    refundReason: text('refund_reason'),
    /** Refunded through the gateway (or by its refund event): the report is revoked. */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundId: text('refund_id'),
  },
  (t) => [index('reports_user_idx').on(t.userId), index('reports_promo_idx').on(t.promoCodeId)],
)

/** Binary data: a Buffer on both drivers (node-postgres answers a Buffer, PGlite a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
})

/**
 * A report's rendered PDF, stored once per version of the report (its snapshot's time) so that every instance
 * serves the same file without rendering it again. One row per report: a new version replaces the old.
 */
export const reportDocuments = pgTable('report_documents', {
  reportId: text('report_id')
    .primaryKey()
    .references(() => reports.id, { onDelete: 'cascade' }),
  version: text('version').notNull(),
  pages: integer('pages').notNull(),
  /** The file's size in bytes (what the dashboard card shows), kept beside it so a listing never reads it. */
  size: integer('size').notNull(),
  content: bytea('content').notNull(),
  renderedAt: timestamp('rendered_at', { withTimezone: true }).notNull(),
})
