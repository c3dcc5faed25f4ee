import { healthApi } from '@shared/health/health.api'
import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import { route } from '../../lib/route'

export const healthRoutes: FastifyPluginAsync = async (app) => {
  const tags = ['health']

  await route(app, healthApi.live, { access: 'public', tags, summary: 'The process is alive' }, async () => ({
    status: 'ok' as const,
  }))

  await route(
    app,
    healthApi.ready,
    {
      access: 'public',
      tags,
      summary: 'The database is reachable',
      errorBodies: { 503: z.object({ status: z.literal('unavailable') }) },
    },
    async (_request, reply) => {
      if (await app.database.ping()) return { status: 'ready' as const }
      return reply.status(503).send({ status: 'unavailable' as const })
    },
  )
}
