import {
  type AssessmentDto,
  type AssessmentResponse,
  assessmentQueryKey,
  type UpdateAssessmentRequest,
} from '@shared/assessment/assessment.schemas'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client'

type Input = { id: string; data: UpdateAssessmentRequest }

export async function updateAssessment({ id, data }: Input): Promise<{ assessment: AssessmentDto }> {
  return (await apiRequest('POST', `/api/assessment/${encodeURIComponent(id)}/update`, data)).json()
}

export function useUpdateAssessment() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateAssessment,
    onSuccess: ({ assessment }) => {
      queryClient.setQueryData<AssessmentResponse | null>(assessmentQueryKey(assessment.id), (old) =>
        old ? { ...old, assessment } : old,
      )
    },
  })
}
