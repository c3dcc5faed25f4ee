import { blogApi } from '@shared/blog/blog.api'
import type { FastifyPluginAsync } from 'fastify'
import { route } from '../../lib/route'

export const blogAdminRoutes: FastifyPluginAsync = async (app) => {
  const { blog } = app.services
  const admin = { access: 'admin', tags: ['blog admin'], errors: [400, 401, 403, 404] } as const
  const conflict = { ...admin, errors: [...admin.errors, 409] } as const

  await route(
    app,
    blogApi.adminPosts,
    { ...admin, summary: 'Posts of every status, filtered, most recently updated first' },
    async (request) => {
      const { status, search, tag, limit, offset } = request.query
      return blog.list({ status, search: search || undefined, tag: tag || undefined }, limit, offset)
    },
  )

  await route(app, blogApi.adminPost, { ...admin, summary: 'One post by slug' }, async (request) =>
    blog.getBySlug(request.params.slug),
  )

  await route(app, blogApi.create, { ...conflict, summary: 'Create a post' }, async (request) =>
    blog.create(request.body),
  )

  await route(app, blogApi.update, { ...conflict, summary: 'Save a post' }, async (request) =>
    blog.update(request.params.id, request.body),
  )

  await route(app, blogApi.publish, { ...admin, summary: 'Publish a post now' }, async (request) =>
    blog.publish(request.params.id),
  )

  await route(
    app,
    blogApi.generateDraft,
    { ...admin, summary: 'Create a draft outline for a search keyword' },
    async (request) => blog.generateDraft(request.params.term),
  )

  await route(app, blogApi.publicAccess, { ...admin, summary: 'Whether the blog is public' }, async () => ({
    enabled: await blog.isPublic(),
  }))

  await route(
    app,
    blogApi.setPublicAccess,
    { ...admin, summary: 'Switch public blog access on or off' },
    async (request) => blog.setPublic(request.body.enabled),
  )
}
