import { emailTemplateApi } from '@shared/email-templates/email-template.api'
import type { FastifyPluginAsync } from 'fastify'
import { route } from '../../lib/route'

export const emailTemplateRoutes: FastifyPluginAsync = async (app) => {
  const { emailTemplates } = app.services
  const admin = { access: 'admin', tags: ['admin email templates'], errors: [400, 401, 403, 404] } as const

  await route(
    app,
    emailTemplateApi.list,
    { ...admin, summary: 'Every mail the product sends, with its subject, bodies and variables' },
    async () => ({ templates: await emailTemplates.list() }),
  )

  await route(
    app,
    emailTemplateApi.update,
    { ...admin, summary: 'Edit a template; mail sent from then on uses it' },
    async (request) => emailTemplates.update(request.params.id, request.body),
  )

  await route(
    app,
    emailTemplateApi.sendTest,
    { ...admin, summary: 'Send the template filled with sample values to an address' },
    async (request) => emailTemplates.sendTest(request.params.id, request.body.recipient),
  )
}
