import {
  EmailTemplateListSchema,
  EmailTemplateSchema,
  EmailTemplateUpdateSchema,
  TemplateIdParamSchema,
  TestEmailResultSchema,
  TestEmailSchema,
} from '@shared/email-templates/email-template.schemas'
import { ApiErrorSchema } from '@shared/http/api-error'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

export const emailTemplateRoutes: FastifyPluginAsyncZod = async (app) => {
  const { emailTemplates } = app.services
  const tags = ['admin email templates']
  const config = { access: 'admin' as const }
  const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema }

  app.get(
    '/api/admin/email-templates',
    {
      config,
      schema: {
        tags,
        summary: 'Every mail the product sends, with its subject, bodies and variables',
        response: { 200: EmailTemplateListSchema, ...errors },
      },
    },
    async () => ({ templates: await emailTemplates.list() }),
  )

  app.put(
    '/api/admin/email-templates/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Edit a template; mail sent from then on uses it',
        params: TemplateIdParamSchema,
        body: EmailTemplateUpdateSchema,
        response: { 200: EmailTemplateSchema, ...errors },
      },
    },
    async (request) => emailTemplates.update(request.params.id, request.body),
  )

  app.post(
    '/api/admin/email-templates/:id/test',
    {
      config,
      schema: {
        tags,
        summary: 'Send the template filled with sample values to an address',
        params: TemplateIdParamSchema,
        body: TestEmailSchema,
        response: { 202: TestEmailResultSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await emailTemplates.sendTest(request.params.id, request.body.recipient)),
  )
}
