import { UserReportSchema } from '@shared/reports/report.schemas'
import { sendJson } from '../../../lib/api-client'

/** POST /api/admin/reports/{id}/refund: the money goes back through the gateway and the report is revoked. */
export const refundReport = (id: string) =>
  sendJson('POST', `/api/admin/reports/${encodeURIComponent(id)}/refund`, UserReportSchema.shape.refund)
