import {
  AssessmentOnlyResponseSchema,
  type AssessmentResponse,
  assessmentQueryKey,
  type UpdateAssessmentRequest,
} from '@shared/assessment/assessment.schemas'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { sendJson } from '../../../lib/api-client'

type Input = { id: string; data: UpdateAssessmentRequest }

/** POST /api/assessment/{id}/update: saves answers (partial). */
export const updateAssessment = ({ id, data }: Input) =>
  sendJson('POST', `/api/assessment/${encodeURIComponent(id)}/update`, AssessmentOnlyResponseSchema, data)

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
