import { z } from 'zod'
import { endpoint } from '../http/endpoint'
import {
  ConversationDetailSchema,
  ConversationListSchema,
  ConversationIdParamSchema as params,
  ReplySchema,
  SendSupportMessageSchema,
  SUPPORT_TOKEN_HEADER,
  VisitorConversationSchema,
} from './support.schemas'

/** The visitor's conversation token, sent in a header of its own (no cookie): absent before the first message. */
const headers = z.looseObject({ [SUPPORT_TOKEN_HEADER]: z.string().max(200).optional() })

/** The visitor's support chat and the administrator's inbox. */
export const supportApi = {
  /** A message from the visitor, opening a conversation when there is no token. */
  send: endpoint({
    method: 'POST',
    path: '/api/support/messages',
    headers,
    body: SendSupportMessageSchema,
    response: VisitorConversationSchema,
    status: 201,
  }),
  /** The visitor's conversation with the replies, by its token. */
  conversation: endpoint({
    method: 'GET',
    path: '/api/support/conversation',
    headers,
    response: VisitorConversationSchema,
  }),
  /** Conversations, newest first, with unread counts. */
  list: endpoint({
    method: 'GET',
    path: '/api/admin/support/conversations',
    response: ConversationListSchema,
  }),
  /** One conversation (reading it marks it read). */
  detail: endpoint({
    method: 'GET',
    path: '/api/admin/support/conversations/:id',
    params,
    response: ConversationDetailSchema,
  }),
  reply: endpoint({
    method: 'POST',
    path: '/api/admin/support/conversations/:id/reply',
    params,
    body: ReplySchema,
    response: ConversationDetailSchema,
    status: 201,
  }),
  /** Replies go to the address the visitor asked for from now on. */
  confirmEmail: endpoint({
    method: 'POST',
    path: '/api/admin/support/conversations/:id/confirm-email',
    params,
    response: ConversationDetailSchema,
  }),
}
