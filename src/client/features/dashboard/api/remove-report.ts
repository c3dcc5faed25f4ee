import { MessageSchema } from '@shared/auth/auth.schemas'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { sendJson } from '../../../lib/api-client'
import { userAssessmentsQueryKey } from './user-assessments'
import { userReportsQueryKey } from './user-reports'

/** DELETE /api/user/reports/{id}: removes the report from the (enterprise) owner's dashboard. */
export const removeReport = (id: string) =>
  sendJson('DELETE', `/api/user/reports/${encodeURIComponent(id)}`, MessageSchema)

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
