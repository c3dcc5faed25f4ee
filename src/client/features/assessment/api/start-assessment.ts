import {
  type AssessmentDto,
  type AssessmentResponse,
  assessmentQueryKey,
  type StartAssessmentRequest,
} from '@shared/assessment/assessment.schemas'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client'

export async function startAssessment(input: StartAssessmentRequest): Promise<{ assessment: AssessmentDto }> {
  return (await apiRequest('POST', '/api/assessment/start', input)).json()
}

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
