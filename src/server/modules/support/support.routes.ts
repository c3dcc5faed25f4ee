import { supportApi } from '@shared/support/support.api'
import { SUPPORT_TOKEN_HEADER } from '@shared/support/support.schemas'
import type { FastifyPluginAsync } from 'fastify'
import { route } from '../../lib/route'

const errors = [400, 401, 403, 404] as const

export const supportRoutes: FastifyPluginAsync = async (app) => {
  const { support } = app.services
  const visitor = { access: 'public', noStore: true, tags: ['support'] } as const

  await route(
    app,
    supportApi.send,
    {
      ...visitor,
      summary: 'A visitor writes to support (new conversation, or the next message with the token header)',
      errors: [...errors, 429],
    },
    async (request) => {
      const user = request.user
        ? { id: request.user.id, tier: request.user.tier ?? 'free', email: request.user.email }
        : null
      const token = request.headers[SUPPORT_TOKEN_HEADER]
      return support.send(request.body, typeof token === 'string' ? token : undefined, user, request.ip)
    },
  )

  await route(
    app,
    supportApi.conversation,
    { ...visitor, summary: "The visitor's conversation with the replies (token header)", errors },
    async (request) => {
      const token = request.headers[SUPPORT_TOKEN_HEADER]
      return support.forVisitor(typeof token === 'string' ? token : '')
    },
  )

  const admin = { access: 'admin', tags: ['admin support'], errors } as const
  await route(
    app,
    supportApi.list,
    { ...admin, summary: 'Conversations, newest first, with unread counts' },
    async () => support.list(),
  )
  await route(
    app,
    supportApi.detail,
    { ...admin, summary: 'One conversation (marks it read)' },
    async (request) => support.detail(request.params.id),
  )
  await route(
    app,
    supportApi.reply,
    { ...admin, summary: 'Reply: emailed to the visitor and shown in their chat' },
    async (request) => support.reply(request.params.id, request.body.message),
  )
  await route(
    app,
    supportApi.confirmEmail,
    {
      ...admin,
      summary: 'Confirm the new address a visitor gave: replies are mailed there from now on',
      errors: [...errors, 409],
    },
    async (request) => support.confirmEmail(request.params.id),
  )
}
