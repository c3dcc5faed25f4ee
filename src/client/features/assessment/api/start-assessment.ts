import {
  AssessmentOnlyResponseSchema,
  type AssessmentResponse,
  assessmentQueryKey,
  type StartAssessmentRequest,
} from '@shared/assessment/assessment.schemas'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { sendJson } from '../../../lib/api-client'

/** POST /api/assessment/start. */
export const startAssessment = (input: StartAssessmentRequest) =>
  sendJson('POST', '/api/assessment/start', AssessmentOnlyResponseSchema, input)

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
