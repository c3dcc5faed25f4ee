import {
  type NewUserAssessmentRequest,
  NewUserAssessmentResponseSchema,
} from '@shared/assessment/user-assessment.schemas'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { sendJson } from '../../../lib/api-client'
import { userAssessmentsQueryKey } from './user-assessments'
import { userReportsQueryKey } from './user-reports'

/** POST /api/user/new-assessment (the Quick Assessment dialog). */
export const createNewAssessment = (input: NewUserAssessmentRequest) =>
  sendJson('POST', '/api/user/new-assessment', NewUserAssessmentResponseSchema, input)

/** Creates the assessment and refreshes the history and the reports it adds to. */
export function useNewAssessment() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createNewAssessment,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userAssessmentsQueryKey }),
        queryClient.invalidateQueries({ queryKey: userReportsQueryKey }),
      ]),
  })
}
