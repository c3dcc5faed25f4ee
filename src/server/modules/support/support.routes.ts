import { ApiErrorSchema } from '@shared/http/api-error'
import {
  ConversationDetailSchema,
  ConversationIdParamSchema,
  ConversationListSchema,
  ReplySchema,
  SendSupportMessageSchema,
  SUPPORT_TOKEN_HEADER,
  VisitorConversationSchema,
} from '@shared/support/support.schemas'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

const TokenHeaderSchema = z.looseObject({ [SUPPORT_TOKEN_HEADER]: z.string().max(200).optional() })

export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { support } = app.services
  const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema }

  app.post(
    '/api/support/messages',
    {
      config: { access: 'public', noStore: true },
      schema: {
        tags: ['support'],
        summary: 'A visitor writes to support (new conversation, or the next message with the token header)',
        headers: TokenHeaderSchema,
        body: SendSupportMessageSchema,
        response: { 201: VisitorConversationSchema, 429: ApiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = request.user
        ? { id: request.user.id, tier: request.user.tier ?? 'free', email: request.user.email }
        : null
      const token = request.headers[SUPPORT_TOKEN_HEADER]
      const view = await support.send(
        request.body,
        typeof token === 'string' ? token : undefined,
        user,
        request.ip,
      )
      return reply.status(201).send(view)
    },
  )

  app.get(
    '/api/support/conversation',
    {
      config: { access: 'public', noStore: true },
      schema: {
        tags: ['support'],
        summary: "The visitor's conversation with the replies (token header)",
        headers: TokenHeaderSchema,
        response: { 200: VisitorConversationSchema, ...errors },
      },
    },
    async (request) => {
      const token = request.headers[SUPPORT_TOKEN_HEADER]
      return support.forVisitor(typeof token === 'string' ? token : '')
    },
  )

  const config = { access: 'admin' as const }
  const tags = ['admin support']
  app.get(
    '/api/admin/support/conversations',
    {
      config,
      schema: {
        tags,
        summary: 'Conversations, newest first, with unread counts',
        response: { 200: ConversationListSchema, ...errors },
      },
    },
    async () => support.list(),
  )
  app.get(
    '/api/admin/support/conversations/:id',
    {
      config,
      schema: {
        tags,
        summary: 'One conversation (marks it read)',
        params: ConversationIdParamSchema,
        response: { 200: ConversationDetailSchema, ...errors },
      },
    },
    async (request) => support.detail(request.params.id),
  )
  app.post(
    '/api/admin/support/conversations/:id/reply',
    {
      config,
      schema: {
        tags,
        summary: 'Reply: emailed to the visitor and shown in their chat',
        params: ConversationIdParamSchema,
        body: ReplySchema,
        response: { 201: ConversationDetailSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await support.reply(request.params.id, request.body.message)),
  )
  app.post(
    '/api/admin/support/conversations/:id/confirm-email',
    {
      config,
      schema: {
        tags,
        summary: 'Confirm the new address a visitor gave: replies are mailed there from now on',
        params: ConversationIdParamSchema,
        response: { 200: ConversationDetailSchema, 409: ApiErrorSchema, ...errors },
      },
    },
    async (request) => support.confirmEmail(request.params.id),
  )
}
