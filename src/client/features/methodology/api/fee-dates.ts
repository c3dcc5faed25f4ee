import { FEE_DATES_PATH, FeeDatesSchema, feeDatesKey } from '@shared/catalogue/fee-dates'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { getJson } from '../../../lib/api-client'

/** GET /api/fee-dates: providers whose fees are older than the stale threshold (server-rendered with the page). */
export const feeDatesQuery = queryOptions({
  queryKey: feeDatesKey,
  queryFn: () => getJson(FEE_DATES_PATH, FeeDatesSchema),
})
export const useFeeDates = () => useQuery(feeDatesQuery)
