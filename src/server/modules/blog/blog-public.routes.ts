import { blogApi } from '@shared/blog/blog.api'
import type { FastifyPluginAsync } from 'fastify'
import { route } from '../../lib/route'

export const blogPublicRoutes: FastifyPluginAsync = async (app) => {
  const { blog } = app.services
  const open = { access: 'public', noStore: true, tags: ['blog'] } as const

  await route(
    app,
    blogApi.posts,
    { ...open, summary: 'Published posts, newest first', errors: [400, 404] },
    async (request) => blog.listPublic(request.query.limit, request.query.offset),
  )

  await route(app, blogApi.post, { ...open, summary: 'One published post', errors: [404] }, async (request) =>
    blog.getPublic(request.params.slug),
  )

  await route(app, blogApi.status, { ...open, summary: 'Whether the blog is public' }, async () => ({
    enabled: await blog.isPublic(),
  }))
}
