import { CacheStatusSchema } from '@shared/cache/cache.schemas'
import { ApiErrorSchema } from '@shared/http/api-error'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

export const cacheRoutes: FastifyPluginAsyncZod = async (app) => {
  const { cache } = app.services
  const tags = ['admin cache']
  const config = { access: 'admin' as const }
  const errors = { 401: ApiErrorSchema, 403: ApiErrorSchema }

  app.get(
    '/api/admin/cache',
    {
      config,
      schema: {
        tags,
        summary: "This instance's caches: entries, hits, misses",
        response: { 200: CacheStatusSchema, ...errors },
      },
    },
    async () => cache.status(),
  )

  app.post(
    '/api/admin/cache/clear',
    {
      config,
      schema: {
        tags,
        summary: "Empty this instance's caches",
        response: { 200: CacheStatusSchema, ...errors },
      },
    },
    async () => {
      cache.clear()
      return cache.status()
    },
  )
}
