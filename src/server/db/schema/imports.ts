import type { ImportAggregates } from '@shared/imports/import.schemas'
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './users'

/**
 * A processor export the merchant uploaded, as monthly sums only: no rows, card data or customers are kept
 * (the file is read as a stream and dropped). Deleted with the account.
 */
export const transactionImports = pgTable(
  'transaction_imports',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    format: text('format', {
      enum: ['square', 'stripe', 'paypal', 'shopify', 'clover', 'generic'],
    }).notNull(),
    industryType: text('industry_type').notNull(),
    businessType: text('business_type').notNull(),
    rowsRead: integer('rows_read').notNull(),
    aggregates: jsonb('aggregates').$type<ImportAggregates>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('transaction_imports_user_idx').on(t.userId, t.createdAt)],
)
