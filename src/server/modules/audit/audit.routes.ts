import { adminApi } from '@shared/admin/admin.api'
import type { FastifyPluginAsync } from 'fastify'
import { route } from '../../lib/route'

export const auditRoutes: FastifyPluginAsync = async (app) => {
  await route(
    app,
    adminApi.auditEvents,
    {
      access: 'admin',
      tags: ['admin'],
      summary: 'The audit log of security events, newest first, filtered by type and actor, 25 a page',
      errors: [400, 401, 403],
    },
    async (request) => app.services.audit.page(request.query),
  )
}
