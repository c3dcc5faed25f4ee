import { MessageSchema } from '@shared/auth/auth.schemas'
import { ApiErrorSchema } from '@shared/http/api-error'
import { RefundRequestSchema } from '@shared/reports/refunds'
import {
  ReportDocumentSchema,
  UserReportSchema,
  UserReportsResponseSchema,
} from '@shared/reports/report.schemas'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { signedInUser } from '../../plugins/access'

const reportIdParams = z.object({ id: z.string().min(1).max(64) })

export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user/reports',
    {
      config: { access: 'user' },
      schema: {
        tags: ['reports'],
        summary: "The signed-in user's reports",
        response: { 200: UserReportsResponseSchema, 401: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return app.services.reports.listForUser(signedInUser(request).id)
    },
  )

  app.get(
    '/api/report/:id/document',
    {
      config: { access: 'user' },
      schema: {
        tags: ['reports'],
        summary: "The report PDF's page count and size (the PDF is rendered and stored first if need be)",
        params: reportIdParams,
        response: {
          200: ReportDocumentSchema,
          401: ApiErrorSchema,
          404: ApiErrorSchema,
          410: ApiErrorSchema,
          503: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return app.services.reports.document(signedInUser(request), request.params.id)
    },
  )

  app.get(
    '/api/report/:id/download',
    {
      config: { access: 'user' },
      schema: {
        tags: ['reports'],
        summary: "The report's PDF, for its owner or an administrator",
        params: reportIdParams,
        produces: ['application/pdf'],
        response: {
          200: z.any().describe('The PDF document'),
          401: ApiErrorSchema,
          404: ApiErrorSchema,
          410: ApiErrorSchema,
          503: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const pdf = await app.services.reports.download(signedInUser(request), request.params.id)
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="${pdf.fileName}"`)
        .type('application/pdf')
        .send(pdf.bytes)
    },
  )

  app.delete(
    '/api/user/reports/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['reports'],
        summary: 'Remove one of your reports from your dashboard (Enterprise plan)',
        params: reportIdParams,
        response: { 200: MessageSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      await app.services.reports.hideForUser(signedInUser(request), request.params.id)
      return { message: 'The report was removed from your dashboard.' }
    },
  )

  const RefundStateSchema = UserReportSchema.shape.refund

  app.post(
    '/api/user/reports/:id/refund-request',
    {
      config: { access: 'user' },
      schema: {
        tags: ['reports'],
        summary: 'Ask for a refund under the 3-day money-back guarantee',
        params: reportIdParams,
        body: RefundRequestSchema,
        response: {
          200: RefundStateSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          404: ApiErrorSchema,
          409: ApiErrorSchema,
        },
      },
    },
    async (request) =>
      app.services.refunds.request(signedInUser(request).id, request.params.id, request.body.reason),
  )

  app.post(
    '/api/admin/reports/:id/refund',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Refund a report through the payment gateway and revoke it',
        params: reportIdParams,
        response: {
          200: RefundStateSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
          404: ApiErrorSchema,
          409: ApiErrorSchema,
        },
      },
    },
    async (request) => app.services.refunds.refund(request.params.id),
  )
}
