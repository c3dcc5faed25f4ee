import { UserAssessmentsResponseSchema } from '@shared/assessment/user-assessment.schemas'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client'

export const userAssessmentsQueryKey = ['/api/user/assessments'] as const

/** GET /api/user/assessments: the account's assessments, newest first. */
export const userAssessmentsQuery = queryOptions({
  queryKey: userAssessmentsQueryKey,
  queryFn: async () =>
    UserAssessmentsResponseSchema.parse(await (await apiRequest('GET', userAssessmentsQueryKey[0])).json()),
})

export const useUserAssessments = () => useQuery(userAssessmentsQuery)
