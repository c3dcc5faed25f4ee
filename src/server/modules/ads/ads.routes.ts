import { adsApi } from '@shared/blog/ads.api'
import type { FastifyPluginAsync } from 'fastify'
import { route } from '../../lib/route'

export const adsRoutes: FastifyPluginAsync = async (app) => {
  const { ads } = app.services
  const admin = { access: 'admin', tags: ['ads'], errors: [400, 401, 403] } as const

  await route(
    app,
    adsApi.keywords,
    { ...admin, summary: 'Synced search-ads keywords, most expensive first' },
    async (request) => ads.list(request.query.limit),
  )

  await route(
    app,
    adsApi.syncKeywords,
    {
      ...admin,
      summary: 'Sync keyword metrics for a date range (sample data when no ads account is connected)',
    },
    async (request) => ads.sync(request.body),
  )
}
