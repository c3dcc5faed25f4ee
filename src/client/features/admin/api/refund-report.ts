import { UserReportSchema } from '@shared/reports/report.schemas'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { sendJson } from '../../../lib/api-client'
import { adminReportsQuery, adminStatsQuery } from './admin-queries'

/** POST /api/admin/reports/{id}/refund: the money goes back through the gateway and the report is revoked. */
export const refundReport = (id: string) =>
  sendJson('POST', `/api/admin/reports/${encodeURIComponent(id)}/refund`, UserReportSchema.shape.refund)

export function useRefundReport() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: refundReport,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminReportsQuery.queryKey })
      void queryClient.invalidateQueries({ queryKey: adminStatsQuery.queryKey })
    },
  })
}
