import { asc, desc, eq, sql } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { supportConversations, supportMessages } from '../../db/schema/index'

export type ConversationRow = typeof supportConversations.$inferSelect
export type NewConversation = typeof supportConversations.$inferInsert
export type MessageRow = typeof supportMessages.$inferSelect

export function createSupportRepository(db: Tx) {
  return {
    findByTokenHash: async (hash: string): Promise<ConversationRow | undefined> => {
      const [row] = await db
        .select()
        .from(supportConversations)
        .where(eq(supportConversations.visitorTokenHash, hash))
        .limit(1)
      return row
    },
    find: async (id: string): Promise<ConversationRow | undefined> => {
      const [row] = await db
        .select()
        .from(supportConversations)
        .where(eq(supportConversations.id, id))
        .limit(1)
      return row
    },
    /** A new conversation with its first message, together. */
    create: async (conversation: NewConversation, message: { id: string; body: string; at: Date }) =>
      db.transaction(async (tx) => {
        const [row] = await tx.insert(supportConversations).values(conversation).returning()
        if (!row) throw new Error('insert returned no row')
        await tx.insert(supportMessages).values({
          id: message.id,
          conversationId: row.id,
          author: 'visitor',
          body: message.body,
          createdAt: message.at,
        })
        return row
      }),
    /** Adds a message and counts it unread for the other side, together. */
    addMessage: async (
      conversationId: string,
      author: 'visitor' | 'admin',
      id: string,
      body: string,
      at: Date,
    ) =>
      db.transaction(async (tx) => {
        await tx.insert(supportMessages).values({ id, conversationId, author, body, createdAt: at })
        const unread =
          author === 'visitor'
            ? { unreadByAdmin: sql`${supportConversations.unreadByAdmin} + 1` }
            : { unreadByVisitor: sql`${supportConversations.unreadByVisitor} + 1` }
        await tx
          .update(supportConversations)
          .set({ ...unread, lastMessageAt: at })
          .where(eq(supportConversations.id, conversationId))
      }),
    messages: async (conversationId: string): Promise<MessageRow[]> =>
      db
        .select()
        .from(supportMessages)
        .where(eq(supportMessages.conversationId, conversationId))
        .orderBy(asc(supportMessages.createdAt), asc(supportMessages.id)),
    list: async (limit: number) =>
      db.select().from(supportConversations).orderBy(desc(supportConversations.lastMessageAt)).limit(limit),
    lastMessages: async (ids: string[]): Promise<Map<string, string>> => {
      if (ids.length === 0) return new Map()
      const rows = await db
        .selectDistinctOn([supportMessages.conversationId], {
          conversationId: supportMessages.conversationId,
          body: supportMessages.body,
        })
        .from(supportMessages)
        .where(sql`${supportMessages.conversationId} in ${ids}`)
        .orderBy(supportMessages.conversationId, desc(supportMessages.createdAt))
      return new Map(rows.map((r) => [r.conversationId, r.body]))
    },
    markRead: async (id: string, side: 'admin' | 'visitor') => {
      await db
        .update(supportConversations)
        .set(side === 'admin' ? { unreadByAdmin: 0 } : { unreadByVisitor: 0 })
        .where(eq(supportConversations.id, id))
    },
    updateVisitor: async (id: string, values: Partial<NewConversation>) => {
      await db.update(supportConversations).set(values).where(eq(supportConversations.id, id))
    },
  }
}
export type SupportRepository = ReturnType<typeof createSupportRepository>
