import { MessageSchema } from '@shared/auth/auth.schemas'
import { endpoint } from '@shared/http/endpoint'
import { z } from 'zod'
import { RefundRequestSchema } from './refunds'

const params = z.object({ id: z.string().min(1).max(64) })
// The report schemas load with the first call, not with the dashboard's chunk: the page gets its reports with
// its HTML, and building the schemas was a long task of their own on a slow phone (ADR 049).
const schemas = () => import('./report.schemas')
const refundState = async () => (await schemas()).UserReportSchema.shape.refund

/** The report endpoints (the owner's dashboard and the administrator's refund). */
export const reportApi = {
  /** The signed-in user's reports, newest first, each with its full ranking. */
  list: endpoint({
    method: 'GET',
    path: '/api/user/reports',
    response: async () => (await schemas()).UserReportsResponseSchema,
  }),
  /** The PDF's pages and size, answered once the PDF is stored. */
  document: endpoint({
    method: 'GET',
    path: '/api/report/:id/document',
    params,
    response: async () => (await schemas()).ReportDocumentSchema,
  }),
  /** The PDF itself, saved under the name the server gives it. */
  download: endpoint({
    method: 'GET',
    path: '/api/report/:id/download',
    params,
    file: 'application/pdf',
    response: z.any().describe('The PDF document'),
  }),
  /** Removes a report from its (Enterprise) owner's dashboard. */
  hide: endpoint({ method: 'DELETE', path: '/api/user/reports/:id', params, response: MessageSchema }),
  /** The owner asks for the money back under the 3-day guarantee. */
  requestRefund: endpoint({
    method: 'POST',
    path: '/api/user/reports/:id/refund-request',
    params,
    body: RefundRequestSchema,
    response: refundState,
  }),
  /** The administrator refunds through the gateway and revokes the report. */
  refund: endpoint({
    method: 'POST',
    path: '/api/admin/reports/:id/refund',
    params,
    response: refundState,
  }),
}
