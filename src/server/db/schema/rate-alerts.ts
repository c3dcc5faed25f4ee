import { doublePrecision, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { pspProviders } from './catalogue'
import { users } from './users'

/** A recorded change of a provider's headline fees (percent; the other figures in cents). */
export type FeeSnapshot = { percent: number; fixedCents: number; monthlyCents: number; setupCents: number }

/** Every fee change an administrator makes, with its source: the public rate history. */
export const rateHistory = pgTable(
  'rate_history',
  {
    id: text('id').primaryKey(),
    providerId: text('provider_id')
      .notNull()
      .references(() => pspProviders.id, { onDelete: 'cascade' }),
    oldFees: jsonb('old_fees').$type<FeeSnapshot>().notNull(),
    newFees: jsonb('new_fees').$type<FeeSnapshot>().notNull(),
    sourceUrl: text('source_url').notNull(),
    asOf: text('as_of').notNull(),
    changedBy: text('changed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rate_history_provider_idx').on(t.providerId, t.createdAt)],
)

/** A user's watch on one provider's rate. */
export const rateAlerts = pgTable(
  'rate_alerts',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    providerId: text('provider_id')
      .notNull()
      .references(() => pspProviders.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['increase', 'decrease', 'any'] }).notNull(),
    /** Smallest change of the percentage rate (percentage points) worth a mail; null = any change. */
    threshold: doublePrecision('threshold'),
    frequency: text('frequency', { enum: ['hourly', 'daily', 'weekly', 'immediate'] }).notNull(),
    status: text('status', { enum: ['active', 'paused'] })
      .notNull()
      .default('active'),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }).notNull().defaultNow(),
    lastNotifiedAt: timestamp('last_notified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rate_alerts_user_idx').on(t.userId), index('rate_alerts_provider_idx').on(t.providerId)],
)

/** A change waiting to be mailed to one alert's owner: sent at once or in the next digest. */
export const rateAlertEvents = pgTable(
  'rate_alert_events',
  {
    id: text('id').primaryKey(),
    alertId: text('alert_id')
      .notNull()
      .references(() => rateAlerts.id, { onDelete: 'cascade' }),
    historyId: text('history_id')
      .notNull()
      .references(() => rateHistory.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rate_alert_events_alert_idx').on(t.alertId, t.sentAt)],
)

/** The optimisation checklist's completed step ids, per account. */
export const optimizationChecklists = pgTable('optimization_checklists', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  completed: jsonb('completed').$type<number[]>().notNull(),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
