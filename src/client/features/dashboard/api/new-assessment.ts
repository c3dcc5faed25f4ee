import { userAssessmentApi } from '@shared/assessment/user-assessment.api'
import type { NewUserAssessmentRequest } from '@shared/assessment/user-assessment.schemas'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { call } from '../../../lib/api-client'
import { userAssessmentsQueryKey } from './user-assessments'
import { userReportsQueryKey } from './user-reports'

/** The Quick Assessment dialog's assessment. */
export const createNewAssessment = (body: NewUserAssessmentRequest) =>
  call(userAssessmentApi.create, { body })

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
