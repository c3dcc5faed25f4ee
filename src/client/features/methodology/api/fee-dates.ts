import { catalogueFiguresApi } from '@shared/catalogue/catalogue-figures.api'
import { keyOf } from '@shared/http/endpoint'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '../../../lib/api-client'

/** Providers whose fees are older than the stale threshold (server-rendered with the page). */
export const feeDatesQuery = queryOptions({
  queryKey: keyOf(catalogueFiguresApi.feeDates),
  queryFn: () => call(catalogueFiguresApi.feeDates),
})
export const useFeeDates = () => useQuery(feeDatesQuery)
