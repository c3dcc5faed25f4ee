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
      const result = await app.services.providerUpdates.update(request.params.id, request.body, admin.id)
      if (result.rateChange) {
        await app.services.audit.record({
          actorUserId: admin.id,
          action: 'provider.fee_change',
          ip: request.ip,
          details: {
            providerId: request.params.id,
            sourceUrl: request.body.sourceUrl,
            asOf: request.body.asOf,
          },
        })
      }
      return result
    },
  )
}
