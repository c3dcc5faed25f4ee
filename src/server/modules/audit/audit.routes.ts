import { AuditPageSchema, AuditQuerySchema } from '@shared/admin/audit.schemas'
import { ApiErrorSchema } from '@shared/http/api-error'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/audit-events',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'The audit log of security events, newest first, filtered by type and actor, 25 a page',
        querystring: AuditQuerySchema,
        response: { 200: AuditPageSchema, 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema },
      },
    },
    async (request) => app.services.audit.page(request.query),
  )
}
