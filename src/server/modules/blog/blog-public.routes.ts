import {
  PublicAccessSchema,
  PublicPostQuerySchema,
  PublicPostSchema,
  PublicPostSummarySchema,
  SlugParamSchema,
} from '@shared/blog/blog.schemas'
import { ApiErrorSchema } from '@shared/http/api-error'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

export const blogPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const { blog } = app.services
  const tags = ['blog']

  app.get(
    '/api/blogv2/public/posts',
    {
      config: { access: 'public', noStore: true },
      schema: {
        tags,
        summary: 'Published posts, newest first',
        querystring: PublicPostQuerySchema,
        response: { 200: z.array(PublicPostSummarySchema), 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      return blog.listPublic(request.query.limit, request.query.offset)
    },
  )

  app.get(
    '/api/blogv2/public/posts/:slug',
    {
      config: { access: 'public', noStore: true },
      schema: {
        tags,
        summary: 'One published post',
        params: SlugParamSchema,
        response: { 200: PublicPostSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      return blog.getPublic(request.params.slug)
    },
  )

  app.get(
    '/api/blogv2/public/status',
    {
      config: { access: 'public', noStore: true },
      schema: { tags, summary: 'Whether the blog is public', response: { 200: PublicAccessSchema } },
    },
    async () => {
      return { enabled: await blog.isPublic() }
    },
  )
}
