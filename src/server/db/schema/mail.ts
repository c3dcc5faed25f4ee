import { sql } from 'drizzle-orm'
import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Every outgoing mail, rendered, kept readable; a `mail.send` job delivers it. `held` waits for its address
 * to be verified (released then); `withheld` was never sent, for the reason in `last_error`; `logged` was
 * kept in the outbox only (MAIL_TRANSPORT=outbox), never delivered.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: text('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    templateId: text('template_id'),
    /** Extra headers sent with the mail (List-Unsubscribe, List-Unsubscribe-Post). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    status: text('status', { enum: ['queued', 'sent', 'logged', 'failed', 'held', 'withheld'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('email_outbox_status_idx').on(t.status, t.createdAt),
    // The hourly cap per address counts an address's recent mails.
    index('email_outbox_to_idx').on(sql`lower(${t.to})`, t.createdAt),
  ],
)

/**
 * One row per mailed address (lower-cased): whether its owner proved they read it, and which optional
 * mails it takes. An account's address is also verified by `users.email_verified_at`.
 */
export const emailAddresses = pgTable('email_addresses', {
  address: text('address').primaryKey(),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  rateAlerts: boolean('rate_alerts').notNull().default(true),
  recommendations: boolean('recommendations').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Mail templates, seeded with defaults and editable by the administrator. */
export const emailTemplates = pgTable('email_templates', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  category: text('category').notNull(),
  subject: text('subject').notNull(),
  htmlContent: text('html_content').notNull(),
  textContent: text('text_content').notNull(),
  variables: jsonb('variables').$type<string[]>().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
