import { ImpersonateResponseSchema, ImpersonationStatusSchema } from '@shared/admin/impersonation.schemas'
import { ApiErrorSchema } from '@shared/http/api-error'
import { pages } from '@shared/routes'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { signedInUser } from '../../plugins/access'

/** The impersonation banner's calls: whether this session is an administrator acting as a user, and the way back. */
export const impersonationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { impersonation } = app.services

  app.get(
    '/api/impersonation',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Whether an administrator is acting as the signed-in user',
        response: { 200: ImpersonationStatusSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return impersonation.status(request.user, request.impersonatorUserId, request.sessionExpiresAt)
    },
  )

  app.post(
    '/api/impersonation/end',
    {
      config: { access: 'user' },
      schema: {
        tags: ['auth'],
        summary: "End the impersonation and return to the administrator's own session",
        response: { 200: ImpersonateResponseSchema, 400: ApiErrorSchema, 401: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const { token } = await impersonation.end(
        request.impersonatorUserId,
        signedInUser(request),
        request.sessionToken ?? '',
        { ip: request.ip, userAgent: request.headers['user-agent'] },
      )
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
