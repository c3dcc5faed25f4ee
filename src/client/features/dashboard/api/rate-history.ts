import { RateHistorySchema } from '@shared/rate-alerts/rate-alert.schemas'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { getJson } from '../../../lib/api-client'

const url = (providerId?: string) =>
  providerId ? `/api/rate-history?providerId=${encodeURIComponent(providerId)}` : '/api/rate-history'

/** GET /api/rate-history: recorded fee changes, newest first (all providers, or one). */
export const rateHistoryQuery = (providerId?: string) =>
  queryOptions({
    queryKey: ['/api/rate-history', providerId ?? 'all'] as const,
    queryFn: () => getJson(url(providerId), RateHistorySchema),
  })

export const useRateHistory = (providerId?: string) => useQuery(rateHistoryQuery(providerId))
