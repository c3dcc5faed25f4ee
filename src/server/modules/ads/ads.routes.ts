import {
  AdsKeywordSchema,
  KeywordListQuerySchema,
  SyncKeywordsResultSchema,
  SyncKeywordsSchema,
} from '@shared/blog/ads.schemas'
import { ApiErrorSchema } from '@shared/http/api-error'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

export const adsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ads } = app.services
  const tags = ['ads']
  const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema }

  app.get(
    '/api/admin/ads/keywords',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Synced search-ads keywords, most expensive first',
        querystring: KeywordListQuerySchema,
        response: { 200: z.array(AdsKeywordSchema), ...errors },
      },
    },
    async (request) => ads.list(request.query.limit),
  )

  app.post(
    '/api/admin/ads/sync-keywords',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Sync keyword metrics for a date range (sample data when no ads account is connected)',
        body: SyncKeywordsSchema,
        response: { 200: SyncKeywordsResultSchema, ...errors },
      },
    },
    async (request) => ads.sync(request.body),
  )
}
