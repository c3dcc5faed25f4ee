import { ApiErrorSchema } from '@shared/http/api-error'
import {
  EditResultSchema,
  EditSchema,
  GenerateSchema,
  PostIdParamSchema,
  RejectSchema,
  ScheduleSchema,
  SeoPostListSchema,
  SeoPostSchema,
} from '@shared/seo-ai/seo-ai.schemas'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

export const seoAiRoutes: FastifyPluginAsyncZod = async (app) => {
  const { seoAi } = app.services
  const tags = ['admin seo assistant']
  const config = { access: 'admin' as const }
  const errors = {
    400: ApiErrorSchema,
    401: ApiErrorSchema,
    403: ApiErrorSchema,
    404: ApiErrorSchema,
    409: ApiErrorSchema,
  }
  const params = PostIdParamSchema

  app.post(
    '/api/admin/seo-ai/generate',
    {
      config,
      schema: {
        tags,
        summary: 'Write an article on a topic; it waits in Pending Review',
        body: GenerateSchema,
        response: { 201: SeoPostSchema, 502: ApiErrorSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await seoAi.generate(request.body.topic)),
  )

  app.get(
    '/api/admin/seo-ai/posts',
    {
      config,
      schema: {
        tags,
        summary: 'Every generated post, newest first',
        response: { 200: SeoPostListSchema, ...errors },
      },
    },
    async () => ({ posts: await seoAi.list() }),
  )

  app.post(
    '/api/admin/seo-ai/posts/:postId/schedule',
    {
      config,
      schema: {
        tags,
        summary: 'Approve and schedule',
        params,
        body: ScheduleSchema,
        response: { 200: SeoPostSchema, ...errors },
      },
    },
    async (request) => seoAi.schedule(request.params.postId, new Date(request.body.scheduledTime)),
  )

  app.post(
    '/api/admin/seo-ai/posts/:postId/reject',
    {
      config,
      schema: {
        tags,
        summary: 'Reject with a reason',
        params,
        body: RejectSchema,
        response: { 200: SeoPostSchema, ...errors },
      },
    },
    async (request) => seoAi.reject(request.params.postId, request.body.reason),
  )

  app.post(
    '/api/admin/seo-ai/posts/:postId/publish-now',
    {
      config,
      schema: {
        tags,
        summary: 'Publish to the public blog now',
        params,
        response: { 200: SeoPostSchema, ...errors },
      },
    },
    async (request) => seoAi.publishNow(request.params.postId),
  )

  app.put(
    '/api/admin/seo-ai/posts/:postId/edit',
    {
      config,
      schema: {
        tags,
        summary: 'Edit title, content and keywords (new content clears a scheduled time)',
        params,
        body: EditSchema,
        response: { 200: EditResultSchema, ...errors },
      },
    },
    async (request) => seoAi.edit(request.params.postId, request.body),
  )
}
