import { accountApi } from '@shared/account/account.api'
import { matchPage, tokenPagePaths } from '@shared/routes'
import type { FastifyInstance, FastifyPluginAsync } from 'fastify'
import { route } from '../../lib/route'
import { signedInUser } from '../../plugins/access'
import { sensitiveRouteLimit } from '../../plugins/load-protection'

/** Pages and calls that carry a token in their address: no Referer may leak it. */
const tokenPaths = [...tokenPagePaths, accountApi.activate.path]

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

export const accountRoutes: FastifyPluginAsync = async (app) => {
  const { accounts } = app.services
  const tags = ['account']
  const limited = { access: 'public', rateLimit: sensitiveRouteLimit(app.config), tags } as const

  await route(
    app,
    accountApi.activate,
    {
      ...limited,
      noStore: true,
      summary: 'Activate an account with the token and email of the emailed link, and sign it in',
      errors: [400, 429],
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

  await route(
    app,
    accountApi.forgotPassword,
    {
      ...limited,
      summary: 'Email a password reset link (same answer whether or not the account exists)',
      errors: [400, 429],
    },
    async (request) => accounts.forgotPassword(request.body.email, request.ip),
  )

  await route(
    app,
    accountApi.resetPassword,
    { ...limited, summary: 'Set a new password with a reset token', errors: [400, 429] },
    async (request, reply) => {
      const result = await accounts.resetPassword(request.body, request.ip)
      // Every session of the account was revoked, this browser's included.
      if (request.sessionToken) app.sessionCookies.clear(reply)
      return result
    },
  )

  await route(
    app,
    accountApi.changePassword,
    {
      access: 'user',
      tags,
      summary: "Change the signed-in user's password; other sessions are signed out",
      errors: [400, 401, 429],
    },
    async (request) =>
      accounts.changePassword(signedInUser(request), request.sessionToken, request.body, {
        ip: request.ip,
        actorUserId: request.impersonatorUserId ?? undefined,
      }),
  )
}
