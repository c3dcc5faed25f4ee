import { assessmentQueryKey } from '@shared/assessment/assessment.schemas'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client'

/** Completes an assessment whose answers are all saved, which computes its recommendations. */
export async function generateRecommendations(id: string): Promise<{ assessment: { id: string } }> {
  return (await apiRequest('POST', `/api/assessment/${encodeURIComponent(id)}/complete`)).json()
}

export function useGenerateRecommendations() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: generateRecommendations,
    onSuccess: ({ assessment }) =>
      queryClient.invalidateQueries({ queryKey: assessmentQueryKey(assessment.id) }),
  })
}
