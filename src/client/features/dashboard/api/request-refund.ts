import { UserReportSchema } from '@shared/reports/report.schemas'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { sendJson } from '../../../lib/api-client'
import { userReportsQueryKey } from './user-reports'

/** POST /api/user/reports/{id}/refund-request: asks for the money back under the 3-day guarantee. */
export function useRequestRefund() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      sendJson(
        'POST',
        `/api/user/reports/${encodeURIComponent(id)}/refund-request`,
        UserReportSchema.shape.refund,
        { reason },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userReportsQueryKey }),
  })
}
