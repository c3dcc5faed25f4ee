import { TermParamSchema } from '@shared/blog/ads.schemas'
import {
  AdminPostListSchema,
  AdminPostQuerySchema,
  AdminPostSchema,
  IdParamSchema,
  PostInputSchema,
  PublicAccessSchema,
  SlugParamSchema,
} from '@shared/blog/blog.schemas'
import { ApiErrorSchema } from '@shared/http/api-error'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

export const blogAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { blog } = app.services
  const tags = ['blog admin']
  const config = { access: 'admin' as const }
  const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema }

  app.get(
    '/api/admin/blogv2/posts',
    {
      config,
      schema: {
        tags,
        summary: 'Posts of every status, filtered, most recently updated first',
        querystring: AdminPostQuerySchema,
        response: { 200: AdminPostListSchema, ...errors },
      },
    },
    async (request) => {
      const { status, search, tag, limit, offset } = request.query
      return blog.list({ status, search: search || undefined, tag: tag || undefined }, limit, offset)
    },
  )

  app.get(
    '/api/admin/blogv2/posts/:slug',
    {
      config,
      schema: {
        tags,
        summary: 'One post by slug',
        params: SlugParamSchema,
        response: { 200: AdminPostSchema, ...errors },
      },
    },
    async (request) => blog.getBySlug(request.params.slug),
  )

  app.post(
    '/api/admin/blogv2/posts',
    {
      config,
      schema: {
        tags,
        summary: 'Create a post',
        body: PostInputSchema,
        response: { 201: AdminPostSchema, 409: ApiErrorSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await blog.create(request.body)),
  )

  app.put(
    '/api/admin/blogv2/posts/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Save a post',
        params: IdParamSchema,
        body: PostInputSchema,
        response: { 200: AdminPostSchema, 409: ApiErrorSchema, ...errors },
      },
    },
    async (request) => blog.update(request.params.id, request.body),
  )

  app.post(
    '/api/admin/blogv2/publish/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Publish a post now',
        params: IdParamSchema,
        response: { 200: AdminPostSchema, ...errors },
      },
    },
    async (request) => blog.publish(request.params.id),
  )

  app.post(
    '/api/admin/blogv2/generate/:term',
    {
      config,
      schema: {
        tags,
        summary: 'Create a draft outline for a search keyword',
        params: TermParamSchema,
        response: { 201: AdminPostSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await blog.generateDraft(request.params.term)),
  )

  app.get(
    '/api/admin/blogv2/public-access',
    {
      config,
      schema: {
        tags,
        summary: 'Whether the blog is public',
        response: { 200: PublicAccessSchema, ...errors },
      },
    },
    async () => ({ enabled: await blog.isPublic() }),
  )

  app.post(
    '/api/admin/blogv2/public-access',
    {
      config,
      schema: {
        tags,
        summary: 'Switch public blog access on or off',
        body: PublicAccessSchema,
        response: { 200: PublicAccessSchema, ...errors },
      },
    },
    async (request) => blog.setPublic(request.body.enabled),
  )
}
