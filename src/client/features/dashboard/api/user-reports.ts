import { type UserReport, UserReportsResponseSchema } from '@shared/reports/report.schemas'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { getJson } from '../../../lib/api-client'

export const userReportsQueryKey = ['/api/user/reports'] as const

/** A new report's PDF is rendered in the background; its card learns the page count and size shortly after. */
const awaitsDocument = (report: UserReport) =>
  !report.expired && report.refund.status !== 'refunded' && !report.document

/** GET /api/user/reports: the user's reports, newest first, each with its full ranking. */
export const userReportsQuery = queryOptions({
  queryKey: userReportsQueryKey,
  queryFn: async () => getJson(userReportsQueryKey[0], UserReportsResponseSchema),
  refetchInterval: (query) =>
    query.state.dataUpdateCount < 30 && query.state.data?.some(awaitsDocument) ? 2000 : false,
})

export const useUserReports = () => useQuery(userReportsQuery)
