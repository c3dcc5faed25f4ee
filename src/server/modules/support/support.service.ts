import type {
  ConversationDetail,
  ConversationSummary,
  SendSupportMessage,
  SupportMessage,
  VisitorConversation,
} from '@shared/support/support.schemas'
import { AppError, notFound } from '../../lib/app-error'
import { newId, newToken, sha256 } from '../../lib/ids'
import type { MailService } from '../mail/mail.service'
import type { Limit, RateLimiter } from '../rate-limit/rate-limit.service'
import type { ConversationRow, MessageRow, SupportRepository } from './support.repository'

type Deps = {
  repo: SupportRepository
  limiter: Pick<RateLimiter, 'consume'>
  mail: Pick<MailService, 'queue'>
  brandName: string
  publicUrl: string
  now: () => Date
}

/** Signed-in visitor's attributes, attached by the server (never taken from the client). */
export type SupportUser = { id: string; tier: string | null; email: string }

/** Messages per IP, and per conversation, in a window. */
export const SUPPORT_LIMITS = {
  perIp: { max: 10, windowMs: 10 * 60_000 } satisfies Limit,
  perConversation: { max: 20, windowMs: 60 * 60_000 } satisfies Limit,
}
const TOO_MANY = 'Too many messages. Please wait a few minutes and try again.'

const toMessage = (m: MessageRow): SupportMessage => ({
  id: m.id,
  author: m.author,
  body: m.body,
  createdAt: m.createdAt.toISOString(),
})

export function createSupportService({ repo, limiter, mail, brandName, publicUrl, now }: Deps) {
  const summary = (row: ConversationRow, lastMessage: string): ConversationSummary => ({
    id: row.id,
    name: row.name,
    email: row.email,
    requestedEmail: row.requestedEmail,
    userId: row.userId,
    tier: row.tier,
    platform: row.platform,
    supportContext: row.supportContext ?? null,
    unread: row.unreadByAdmin,
    lastMessage,
    lastMessageAt: row.lastMessageAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  })

  const visitorView = async (row: ConversationRow, token: string): Promise<VisitorConversation> => ({
    token,
    name: row.name,
    email: row.email,
    messages: (await repo.messages(row.id)).map(toMessage),
    unreadReplies: row.unreadByVisitor,
  })

  return {
    /** A visitor's message: a new conversation, or the next message of theirs when the token matches. */
    send: async (
      input: SendSupportMessage & { name: string; email: string; message: string },
      token: string | undefined,
      user: SupportUser | null,
      ip: string,
    ): Promise<VisitorConversation> => {
      await limiter.consume(`support:ip:${ip}`, SUPPORT_LIMITS.perIp, TOO_MANY)
      const at = now()
      const existing = token ? await repo.findByTokenHash(sha256(token)) : undefined
      // Replies are mailed to the conversation's address: a signed-in account's own, else the first one the
      // visitor gave. A different one given later waits for an administrator to confirm it.
      const pinned = user?.email ?? existing?.email ?? input.email
      const requestedEmail =
        !user && existing && input.email.toLowerCase() !== existing.email.toLowerCase()
          ? input.email
          : (existing?.requestedEmail ?? null)
      const attributes = {
        name: input.name,
        email: pinned,
        requestedEmail: user ? null : requestedEmail,
        platform: input.platform ?? existing?.platform ?? null,
        supportContext: input.supportContext ?? existing?.supportContext ?? null,
        ...(user ? { userId: user.id, tier: user.tier } : {}),
      }
      if (existing && token) {
        await limiter.consume(`support:conversation:${existing.id}`, SUPPORT_LIMITS.perConversation, TOO_MANY)
        await repo.addMessage(existing.id, 'visitor', newId(), input.message, at)
        await repo.updateVisitor(existing.id, attributes)
        return visitorView({ ...existing, ...attributes }, token)
      }
      const fresh = newToken()
      const row = await repo.create(
        {
          id: newId(),
          visitorTokenHash: sha256(fresh),
          ...attributes,
          userId: user?.id ?? null,
          tier: user?.tier ?? null,
          unreadByAdmin: 1,
          createdAt: at,
          lastMessageAt: at,
        },
        { id: newId(), body: input.message, at },
      )
      return visitorView(row, fresh)
    },

    /** The visitor comes back: their conversation with any replies, which are now read. */
    forVisitor: async (token: string): Promise<VisitorConversation> => {
      const row = await repo.findByTokenHash(sha256(token))
      if (!row) throw new AppError('NOT_FOUND', 'Conversation not found')
      const view = await visitorView(row, token)
      if (row.unreadByVisitor > 0) await repo.markRead(row.id, 'visitor')
      return view
    },

    list: async () => {
      const rows = await repo.list(200)
      const last = await repo.lastMessages(rows.map((r) => r.id))
      const conversations = rows.map((r) => summary(r, last.get(r.id) ?? ''))
      return { conversations, totalUnread: conversations.reduce((n, c) => n + c.unread, 0) }
    },

    /** One conversation for the admin; opening it marks the visitor's messages read. */
    detail: async (id: string): Promise<ConversationDetail> => {
      const row = await repo.find(id)
      if (!row) throw notFound('Conversation')
      const messages = (await repo.messages(id)).map(toMessage)
      if (row.unreadByAdmin > 0) await repo.markRead(id, 'admin')
      return { ...summary({ ...row, unreadByAdmin: 0 }, messages.at(-1)?.body ?? ''), messages }
    },

    /** The administrator confirms the address the visitor asked replies to go to; replies go there from now on. */
    confirmEmail: async (id: string): Promise<ConversationDetail> => {
      const row = await repo.find(id)
      if (!row) throw notFound('Conversation')
      if (!row.requestedEmail)
        throw new AppError('CONFLICT', 'This conversation has no new address to confirm.')
      const updated = { ...row, email: row.requestedEmail, requestedEmail: null }
      await repo.updateVisitor(id, { email: updated.email, requestedEmail: null })
      const messages = (await repo.messages(id)).map(toMessage)
      return { ...summary(updated, messages.at(-1)?.body ?? ''), messages }
    },

    /** The admin's reply: stored for the widget and emailed to the conversation's pinned address. */
    reply: async (id: string, message: string): Promise<ConversationDetail> => {
      const row = await repo.find(id)
      if (!row) throw notFound('Conversation')
      await repo.addMessage(id, 'admin', newId(), message, now())
      await repo.markRead(id, 'admin')
      await mail.queue({
        template: 'admin-custom',
        to: row.email,
        variables: {
          subject: `Re: your message to ${brandName}`,
          recipientName: row.name,
          message: `${message}\n\nYou can also read this reply in the chat at ${publicUrl}.`,
        },
      })
      const messages = (await repo.messages(id)).map(toMessage)
      return { ...summary({ ...row, unreadByAdmin: 0 }, message), messages }
    },
  }
}
export type SupportService = ReturnType<typeof createSupportService>
