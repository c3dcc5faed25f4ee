import {
  ActivateRequestSchema,
  ActivateResponseSchema,
  ChangePasswordRequestSchema,
  ForgotPasswordRequestSchema,
  ResetPasswordRequestSchema,
} from '@shared/account/account.schemas'
import { MessageSchema } from '@shared/auth/auth.schemas'
import { ApiErrorSchema } from '@shared/http/api-error'
import { matchPage, tokenPagePaths } from '@shared/routes'
import type { FastifyInstance } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { signedInUser } from '../../plugins/access'
import { sensitiveRouteLimit } from '../../plugins/load-protection'

/** Pages and calls that carry a token in their address: no Referer may leak it. */
const tokenPaths = [...tokenPagePaths, '/api/activate']

export function registerTokenPageHeaders(app: FastifyInstance) {
  app.addHook('onSend', (request, reply, _payload, done) => {
    const path = request.url.split('?')[0] ?? ''
    if (
      tokenPaths.includes(path) ||
      path.startsWith('/api/pitch-deck/') ||
      matchPage(path)?.route.tokenInAddress
    ) {
      reply.header('referrer-policy', 'no-referrer')
    }
    done()
  })
}

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { accounts } = app.services
  const tags = ['account']
  const errors = { 400: ApiErrorSchema, 429: ApiErrorSchema }

  app.post(
    '/api/activate',
    {
      config: { access: 'public', rateLimit: sensitiveRouteLimit(app.config), noStore: true },
      schema: {
        tags,
        summary: 'Activate an account with the token and email of the emailed link, and sign it in',
        body: ActivateRequestSchema,
        response: { 200: ActivateResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { token, email } = request.body
      const { sessionToken } = await accounts.activate(token, email, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      })
      if (sessionToken) {
        if (request.sessionToken) await app.services.sessions.revoke(request.sessionToken)
        app.sessionCookies.set(reply, sessionToken)
      }
      return { success: true as const, message: 'Your account is active.' }
    },
  )

  app.post(
    '/api/forgot-password',
    {
      config: { access: 'public', rateLimit: sensitiveRouteLimit(app.config) },
      schema: {
        tags,
        summary: 'Email a password reset link (same answer whether or not the account exists)',
        body: ForgotPasswordRequestSchema,
        response: { 200: MessageSchema, ...errors },
      },
    },
    async (request) => accounts.forgotPassword(request.body.email, request.ip),
  )

  app.post(
    '/api/reset-password',
    {
      config: { access: 'public', rateLimit: sensitiveRouteLimit(app.config) },
      schema: {
        tags,
        summary: 'Set a new password with a reset token',
        body: ResetPasswordRequestSchema,
        response: { 200: MessageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await accounts.resetPassword(request.body, request.ip)
      // Every session of the account was revoked, this browser's included.
      if (request.sessionToken) app.sessionCookies.clear(reply)
      return result
    },
  )

  app.post(
    '/api/user/change-password',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "Change the signed-in user's password; other sessions are signed out",
        body: ChangePasswordRequestSchema,
        response: { 200: MessageSchema, 401: ApiErrorSchema, ...errors },
      },
    },
    async (request) =>
      accounts.changePassword(signedInUser(request), request.sessionToken, request.body, {
        ip: request.ip,
        actorUserId: request.impersonatorUserId ?? undefined,
      }),
  )
}
