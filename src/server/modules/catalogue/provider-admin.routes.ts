import { ProviderUpdateRequestSchema } from '@shared/catalogue/provider-update.schemas'
import { ProviderUpdateResponseSchema } from '@shared/catalogue/provider-update-response.schemas'
import { ApiErrorSchema } from '@shared/http/api-error'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { signedInUser } from '../../plugins/access'

const IdParams = z.object({ id: z.string().min(1).max(100) })

/** The administrator's provider edit: fees with their source, description, features, industries, status. */
export const providerAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/api/admin/providers/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary:
          'Edit a provider; a fee change needs sourceUrl and asOf, is recorded in the rate history and triggers matching rate alerts',
        params: IdParams,
        body: ProviderUpdateRequestSchema,
        response: {
          200: ProviderUpdateResponseSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
          404: ApiErrorSchema,
        },
      },
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
