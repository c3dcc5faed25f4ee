import { assessmentQueryKey } from '@shared/assessment/assessment.schemas'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client'

export async function completeAssessment(id: string): Promise<{ assessment: { id: string } }> {
  return (await apiRequest('POST', `/api/assessment/${encodeURIComponent(id)}/complete`)).json()
}

export function useCompleteAssessment() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: completeAssessment,
    // The stored answers are now a completed assessment with recommendations: fetch it afresh.
    onSuccess: ({ assessment }) => queryClient.removeQueries({ queryKey: assessmentQueryKey(assessment.id) }),
  })
}
