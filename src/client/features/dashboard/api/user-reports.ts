import { UserReportsResponseSchema } from '@shared/reports/report.schemas'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { getJson } from '../../../lib/api-client'

export const userReportsQueryKey = ['/api/user/reports'] as const

/** GET /api/user/reports: the user's reports, newest first, each with its full ranking. */
export const userReportsQuery = queryOptions({
  queryKey: userReportsQueryKey,
  queryFn: async () => getJson(userReportsQueryKey[0], UserReportsResponseSchema),
})

export const useUserReports = () => useQuery(userReportsQuery)
