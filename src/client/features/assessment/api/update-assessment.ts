import { assessmentApi } from '@shared/assessment/assessment.api'
import type { AssessmentResponse, UpdateAssessmentRequest } from '@shared/assessment/assessment.schemas'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { assessmentQueryKey } from '../../../lib/api/assessment'
import { call } from '../../../lib/api-client'

type Input = { id: string; data: UpdateAssessmentRequest }

/** Saves answers (partial). */
export const updateAssessment = ({ id, data }: Input) =>
  call(assessmentApi.update, { params: { id }, body: data })

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
