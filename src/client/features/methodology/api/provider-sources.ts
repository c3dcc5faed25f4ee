import { servedCatalogueApi } from '@shared/catalogue/served-catalogue.api'
import { keyOf } from '@shared/http/endpoint'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '../../../lib/api-client'

/** Each provider's rates and sources (server-rendered with the page). */
export const providerSourcesQuery = queryOptions({
  queryKey: keyOf(servedCatalogueApi.sources),
  queryFn: () => call(servedCatalogueApi.sources),
})
export const useProviderSources = () => useQuery(providerSourcesQuery)
