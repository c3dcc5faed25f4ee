import { reportApi } from '@shared/reports/report.api'
import type { FastifyPluginAsync } from 'fastify'
import { route } from '../../lib/route'
import { signedInUser } from '../../plugins/access'

export const reportRoutes: FastifyPluginAsync = async (app) => {
  const { reports, refunds } = app.services
  const user = { access: 'user', noStore: true, tags: ['reports'] } as const

  await route(
    app,
    reportApi.list,
    { ...user, summary: "The signed-in user's reports", errors: [401] },
    async (request) => reports.listForUser(signedInUser(request)),
  )

  await route(
    app,
    reportApi.document,
    {
      ...user,
      summary: "The report PDF's page count and size (the PDF is rendered and stored first if need be)",
      errors: [401, 404, 410, 503],
    },
    async (request) => reports.document(signedInUser(request), request.params.id),
  )

  await route(
    app,
    reportApi.download,
    { ...user, summary: "The report's PDF, for its owner or an administrator", errors: [401, 404, 410, 503] },
    async (request, reply) => {
      const pdf = await reports.download(signedInUser(request), request.params.id)
      return reply
        .header('content-disposition', `attachment; filename="${pdf.fileName}"`)
        .type('application/pdf')
        .send(pdf.bytes)
    },
  )

  await route(
    app,
    reportApi.hide,
    {
      access: 'user',
      tags: ['reports'],
      summary: 'Remove one of your reports from your dashboard (Enterprise plan)',
      errors: [401, 403, 404],
    },
    async (request) => {
      await reports.hideForUser(signedInUser(request), request.params.id)
      return { message: 'The report was removed from your dashboard.' }
    },
  )

  await route(
    app,
    reportApi.requestRefund,
    {
      access: 'user',
      tags: ['reports'],
      summary: 'Ask for a refund under the 3-day money-back guarantee',
      errors: [400, 401, 404, 409],
    },
    async (request) => refunds.request(signedInUser(request).id, request.params.id, request.body.reason),
  )

  await route(
    app,
    reportApi.refund,
    {
      access: 'admin',
      tags: ['admin'],
      summary: 'Refund a report through the payment gateway and revoke it',
      errors: [401, 403, 404, 409],
    },
    async (request) => refunds.refund(request.params.id),
  )
}
