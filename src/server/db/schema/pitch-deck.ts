import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/** The one pitch deck (row id 'current'): sanitised HTML. */
export const pitchDeckContent = pgTable('pitch_deck_content', {
  id: text('id').primaryKey(),
  content: text('content').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** The version a save replaced, one row per save, restorable. */
export const pitchDeckBackups = pgTable(
  'pitch_deck_backups',
  {
    id: text('id').primaryKey(),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pitch_deck_backups_created_idx').on(t.createdAt)],
)

/** A recipient's link to the deck: {PUBLIC_URL}/pitch-deck/{token}, 3 days from its first view. */
export const pitchDeckAccesses = pgTable('pitch_deck_accesses', {
  id: text('id').primaryKey(),
  token: text('token').notNull().unique(),
  recipientEmail: text('recipient_email').notNull(),
  recipientName: text('recipient_name'),
  notes: text('notes'),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  firstAccessedAt: timestamp('first_accessed_at', { withTimezone: true }),
  lastAccessedAt: timestamp('last_accessed_at', { withTimezone: true }),
  accessCount: integer('access_count').notNull().default(0),
})
