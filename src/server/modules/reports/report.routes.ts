import { ApiErrorSchema } from '@shared/http/api-error'
import { UserReportsResponseSchema } from '@shared/reports/report.schemas'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { signedInUser } from '../../plugins/access'

export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user/reports',
    {
      config: { access: 'user' },
      schema: {
        tags: ['reports'],
        summary: "The signed-in user's reports",
        response: { 200: UserReportsResponseSchema, 401: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return app.services.reports.listForUser(signedInUser(request).id)
    },
  )
}
