import { keyOf } from '@shared/http/endpoint'
import { reportApi } from '@shared/reports/report.api'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '../../../lib/api-client'

export const userReportsQueryKey = keyOf(reportApi.list)

/** The user's reports, newest first, each with its full ranking. */
export const userReportsQuery = queryOptions({
  queryKey: userReportsQueryKey,
  queryFn: () => call(reportApi.list),
})

export const useUserReports = () => useQuery(userReportsQuery)
