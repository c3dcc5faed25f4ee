import { RateHistorySchema } from '@shared/rate-alerts/rate-alert.schemas'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client'

/** GET /api/rate-history: recorded fee changes, newest first (all providers, or one). */
export const useRateHistory = (providerId?: string) =>
  useQuery({
    queryKey: ['/api/rate-history', providerId ?? 'all'] as const,
    queryFn: async () =>
      RateHistorySchema.parse(
        await (
          await apiRequest(
            'GET',
            providerId
              ? `/api/rate-history?providerId=${encodeURIComponent(providerId)}`
              : '/api/rate-history',
          )
        ).json(),
      ),
  })
