import { userAssessmentApi } from '@shared/assessment/user-assessment.api'
import { keyOf } from '@shared/http/endpoint'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '../../../lib/api-client'

export const userAssessmentsQueryKey = keyOf(userAssessmentApi.list)

/** The account's assessments, newest first. */
export const userAssessmentsQuery = queryOptions({
  queryKey: userAssessmentsQueryKey,
  queryFn: () => call(userAssessmentApi.list),
})

export const useUserAssessments = () => useQuery(userAssessmentsQuery)
