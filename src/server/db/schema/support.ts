import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/** A visitor's chat with support; the visitor holds a random token (stored hashed) to read replies. */
export const supportConversations = pgTable(
  'support_conversations',
  {
    id: text('id').primaryKey(),
    visitorTokenHash: text('visitor_token_hash').notNull().unique(),
    name: text('name').notNull(),
    /** Replies are mailed here: the account's address, or the one the visitor gave first. */
    email: text('email').notNull(),
    /** A different address the visitor gave later: used only once an administrator confirms it. */
    requestedEmail: text('requested_email'),
    userId: text('user_id'),
    tier: text('tier'),
    platform: text('platform'),
    supportContext: jsonb('support_context').$type<Record<string, string>>(),
    unreadByAdmin: integer('unread_by_admin').notNull().default(0),
    unreadByVisitor: integer('unread_by_visitor').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_conversations_last_idx').on(t.lastMessageAt)],
)

export const supportMessages = pgTable(
  'support_messages',
  {
    id: text('id').primaryKey(),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => supportConversations.id, { onDelete: 'cascade' }),
    author: text('author', { enum: ['visitor', 'admin'] }).notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_messages_conversation_idx').on(t.conversationId, t.createdAt)],
)
