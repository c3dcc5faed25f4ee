import { useDebouncedValue } from '@mantine/hooks'
import { catalogueApi } from '@shared/catalogue/catalogue.api'
import { BUSINESS_TYPES, type BusinessType, INDUSTRIES } from '@shared/catalogue/taxonomy'
import { keyOf } from '@shared/http/endpoint'
import { type EstimateRequest, EstimateRequestSchema } from '@shared/pricing/estimate.schemas'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { call } from '../../../lib/api-client'

type Figures = {
  businessType: BusinessType | null
  industryType: string | null
  transactions: number
  volume: number
  /** What the owner typed for last month's fees, 0 when not given. */
  lastMonthFees: number
}

/** The engine's request for the figures answered so far, or null while they cannot be priced. */
export function liveRequest(f: Figures): EstimateRequest | null {
  const industry = INDUSTRIES.find((i) => i === f.industryType)
  const type = BUSINESS_TYPES.find((t) => t === f.businessType) ?? 'startup'
  if (!industry) return null
  const request = {
    businessType: type,
    industryType: industry,
    monthlyTransactions: Math.round(f.transactions),
    totalMonthlyVolume: f.volume,
    features: [],
    ...(f.lastMonthFees > 0 ? { assessmentData: { lastMonthFees: f.lastMonthFees } } : {}),
  }
  // Only what the endpoint accepts is sent (counts, volume, limits, fees no larger than is plausible).
  return EstimateRequestSchema.safeParse(request).success ? (request as EstimateRequest) : null
}

/**
 * The volume step's live estimate (POST /api/estimate): the engine's savings for the figures typed so far
 * (against what was paid last month when typed, else against higher-cost providers), asked once the typing
 * pauses; the last answer stays shown while the next is asked.
 */
export function useLiveSavings(request: EstimateRequest | null) {
  const [asked] = useDebouncedValue(request, 400)
  return useQuery({
    queryKey: keyOf(catalogueApi.estimate, { body: asked as EstimateRequest }),
    queryFn: () => call(catalogueApi.estimate, { body: asked as EstimateRequest }),
    enabled: asked !== null,
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  })
}
