import { UserAssessmentsResponseSchema } from '@shared/assessment/user-assessment.schemas'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { getJson } from '../../../lib/api-client'

export const userAssessmentsQueryKey = ['/api/user/assessments'] as const

/** GET /api/user/assessments: the account's assessments, newest first. */
export const userAssessmentsQuery = queryOptions({
  queryKey: userAssessmentsQueryKey,
  queryFn: async () => getJson(userAssessmentsQueryKey[0], UserAssessmentsResponseSchema),
})

export const useUserAssessments = () => useQuery(userAssessmentsQuery)
