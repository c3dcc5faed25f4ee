import { seoAiApi } from '@shared/seo-ai/seo-ai.api'
import type { FastifyPluginAsync } from 'fastify'
import { route } from '../../lib/route'

export const seoAiRoutes: FastifyPluginAsync = async (app) => {
  const { seoAi } = app.services
  const admin = { access: 'admin', tags: ['admin seo assistant'], errors: [400, 401, 403, 404, 409] } as const

  await route(
    app,
    seoAiApi.generate,
    {
      ...admin,
      summary: 'Write an article on a topic; it waits in Pending Review',
      errors: [...admin.errors, 502],
    },
    async (request) => seoAi.generate(request.body.topic),
  )

  await route(app, seoAiApi.posts, { ...admin, summary: 'Every generated post, newest first' }, async () => ({
    posts: await seoAi.list(),
  }))

  await route(app, seoAiApi.schedule, { ...admin, summary: 'Approve and schedule' }, async (request) =>
    seoAi.schedule(request.params.postId, new Date(request.body.scheduledTime)),
  )

  await route(app, seoAiApi.reject, { ...admin, summary: 'Reject with a reason' }, async (request) =>
    seoAi.reject(request.params.postId, request.body.reason),
  )

  await route(
    app,
    seoAiApi.publishNow,
    { ...admin, summary: 'Publish to the public blog now' },
    async (request) => seoAi.publishNow(request.params.postId),
  )

  await route(
    app,
    seoAiApi.edit,
    { ...admin, summary: 'Edit title, content and keywords (new content clears a scheduled time)' },
    async (request) => seoAi.edit(request.params.postId, request.body),
  )
}
