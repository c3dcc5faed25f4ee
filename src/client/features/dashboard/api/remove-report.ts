import { reportApi } from '@shared/reports/report.api'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { call } from '../../../lib/api-client'
import { userAssessmentsQueryKey } from './user-assessments'
import { userReportsQueryKey } from './user-reports'

/** Removes the report from the (enterprise) owner's dashboard. */
export const removeReport = (id: string) => call(reportApi.hide, { params: { id } })

export function useRemoveReport() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: removeReport,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userReportsQueryKey }),
        queryClient.invalidateQueries({ queryKey: userAssessmentsQueryKey }),
      ]),
  })
}
