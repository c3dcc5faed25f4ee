import { keyOf } from '@shared/http/endpoint'
import { rateAlertApi } from '@shared/rate-alerts/rate-alert.api'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '../../../lib/api-client'

/** Recorded fee changes, newest first (all providers, or one). */
const rateHistoryQuery = (providerId?: string) => {
  const args = { query: { providerId } }
  return queryOptions({
    queryKey: keyOf(rateAlertApi.history, args),
    queryFn: () => call(rateAlertApi.history, args),
  })
}

export const useRateHistory = (providerId?: string) => useQuery(rateHistoryQuery(providerId))
