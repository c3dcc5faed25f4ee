import {
  PROVIDER_SOURCES_PATH,
  ProviderSourcesSchema,
  providerSourcesKey,
} from '@shared/catalogue/served-catalogue'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { getJson } from '../../../lib/api-client'

/** GET /api/provider-sources: each provider's rates and sources (server-rendered with the page). */
export const providerSourcesQuery = queryOptions({
  queryKey: providerSourcesKey,
  queryFn: () => getJson(PROVIDER_SOURCES_PATH, ProviderSourcesSchema),
})
export const useProviderSources = () => useQuery(providerSourcesQuery)
