import { cacheApi } from '@shared/cache/cache.api'
import type { FastifyPluginAsync } from 'fastify'
import { route } from '../../lib/route'

export const cacheRoutes: FastifyPluginAsync = async (app) => {
  const { cache } = app.services
  const admin = { access: 'admin', tags: ['admin cache'], errors: [401, 403] } as const

  await route(
    app,
    cacheApi.status,
    { ...admin, summary: "This instance's caches: entries, hits, misses" },
    async () => cache.status(),
  )

  await route(app, cacheApi.clear, { ...admin, summary: "Empty this instance's caches" }, async () => {
    cache.clear()
    return cache.status()
  })
}
