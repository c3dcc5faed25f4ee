import { z } from 'zod'
import { emailAddress } from '../account/email-address'

/** Header carrying the visitor's conversation token (kept out of URLs and logs). */
export const SUPPORT_TOKEN_HEADER = 'x-support-token'

export const SupportMessageSchema = z.object({
  id: z.string(),
  author: z.enum(['visitor', 'admin']),
  body: z.string(),
  createdAt: z.string(),
})
export type SupportMessage = z.infer<typeof SupportMessageSchema>

const contextValue = z.string().trim().max(200)

export const SendSupportMessageSchema = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(100, 'Name is too long'),
  email: emailAddress('Please enter a valid email address', 'Email is required'),
  message: z
    .string({ error: 'Message is required' })
    .trim()
    .min(1, 'Message is required')
    .max(4000, 'Message must be at most 4000 characters'),
  platform: contextValue.optional(),
  /** What the visitor was doing: page, assessment id, report id… (at most 10 short values). */
  supportContext: z
    .record(z.string().max(40), contextValue)
    .refine((r) => Object.keys(r).length <= 10, 'At most 10 context values')
    .optional(),
})
export type SendSupportMessage = z.input<typeof SendSupportMessageSchema>

export const VisitorConversationSchema = z.object({
  token: z.string(),
  name: z.string(),
  email: z.string(),
  messages: z.array(SupportMessageSchema),
  unreadReplies: z.number(),
})
export type VisitorConversation = z.infer<typeof VisitorConversationSchema>

export const ConversationSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Where replies are mailed: the account's address, or the first one the visitor gave. */
  email: z.string(),
  /** A different address the visitor gave later; replies go there only once an administrator confirms it. */
  requestedEmail: z.string().nullable(),
  userId: z.string().nullable(),
  tier: z.string().nullable(),
  platform: z.string().nullable(),
  supportContext: z.record(z.string(), z.string()).nullable(),
  unread: z.number(),
  lastMessage: z.string(),
  lastMessageAt: z.string(),
  createdAt: z.string(),
})
export type ConversationSummary = z.infer<typeof ConversationSummarySchema>
export const ConversationListSchema = z.object({
  conversations: z.array(ConversationSummarySchema),
  totalUnread: z.number(),
})
export const ConversationDetailSchema = ConversationSummarySchema.extend({
  messages: z.array(SupportMessageSchema),
})
export type ConversationDetail = z.infer<typeof ConversationDetailSchema>

export const ReplySchema = z.object({
  message: z
    .string({ error: 'Message is required' })
    .trim()
    .min(1, 'Message is required')
    .max(4000, 'Message must be at most 4000 characters'),
})
export const ConversationIdParamSchema = z.object({ id: z.string().min(1).max(100) })
