import { assessmentApi } from '@shared/assessment/assessment.api'
import type { AssessmentResponse, StartAssessmentRequest } from '@shared/assessment/assessment.schemas'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { assessmentQueryKey } from '../../../lib/api/assessment'
import { call } from '../../../lib/api-client'

export const startAssessment = (body: StartAssessmentRequest) => call(assessmentApi.start, { body })

/** Starts an assessment and seeds its cache entry, so the wizard continues without a reload. */
export function useStartAssessment() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: startAssessment,
    onSuccess: ({ assessment }) => {
      const data: AssessmentResponse = {
        assessment,
        recommendations: [],
        savings: null,
        assumptions: null,
        teasers: [],
        optionsAnalysed: 0,
        ownedReportId: null,
      }
      queryClient.setQueryData(assessmentQueryKey(assessment.id), data)
    },
  })
}
