import { reportApi } from '@shared/reports/report.api'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { call } from '../../../lib/api-client'
import { adminReportsQuery, adminStatsQuery } from './admin-queries'

/** The money goes back through the gateway and the report is revoked. */
export const refundReport = (id: string) => call(reportApi.refund, { params: { id } })

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
