import { reportApi } from '@shared/reports/report.api'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { call } from '../../../lib/api-client'
import { userReportsQueryKey } from './user-reports'

/** Asks for the money back under the 3-day guarantee. */
export function useRequestRefund() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      call(reportApi.requestRefund, { params: { id }, body: { reason } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userReportsQueryKey }),
  })
}
