import { impersonationApi } from '@shared/admin/impersonation.api'
import { pages } from '@shared/routes'
import type { FastifyPluginAsync } from 'fastify'
import { route } from '../../lib/route'
import { signedInUser } from '../../plugins/access'

/** The impersonation banner's calls: whether this session is an administrator acting as a user, and the way back. */
export const impersonationRoutes: FastifyPluginAsync = async (app) => {
  const { impersonation } = app.services

  await route(
    app,
    impersonationApi.status,
    {
      access: 'public',
      noStore: true,
      tags: ['auth'],
      summary: 'Whether an administrator is acting as the signed-in user',
    },
    async (request) =>
      impersonation.status(request.user, request.impersonatorUserId, request.sessionExpiresAt),
  )

  await route(
    app,
    impersonationApi.end,
    {
      access: 'user',
      tags: ['auth'],
      summary: "End the impersonation and return to the administrator's own session",
      errors: [400, 401],
    },
    async (request, reply) => {
      const { token } = await impersonation.end(
        request.impersonatorUserId,
        signedInUser(request),
        request.sessionToken ?? '',
        app.returnTicketCookies.read(request),
        { ip: request.ip, userAgent: request.headers['user-agent'] },
      )
      app.returnTicketCookies.clear(reply)
      if (token) {
        app.sessionCookies.set(reply, token)
        return {
          message: 'Welcome back to the admin console',
          redirectTo: pages.admin.href({ section: 'users' }),
        }
      }
      app.sessionCookies.clear(reply)
      return { message: 'The impersonation has ended. Please sign in again.', redirectTo: pages.auth.href() }
    },
  )
}
