import { catalogueApi } from '@shared/catalogue/catalogue.api'
import type { FastifyPluginAsync } from 'fastify'
import { route } from '../../lib/route'
import { signedInUser } from '../../plugins/access'

/** The administrator's provider edit: fees with their source, description, features, industries, status. */
export const providerAdminRoutes: FastifyPluginAsync = async (app) => {
  await route(
    app,
    catalogueApi.updateProvider,
    {
      access: 'admin',
      tags: ['admin'],
      summary:
        'Edit a provider; a fee change needs sourceUrl and asOf, is recorded in the rate history and triggers matching rate alerts',
      errors: [400, 401, 403, 404],
    },
    async (request) => {
      const admin = signedInUser(request)
      return app.services.providerUpdates.update(request.params.id, request.body, {
        id: admin.id,
        ip: request.ip,
      })
    },
  )
}
