import { servedCatalogueApi } from '@shared/catalogue/served-catalogue.api'
import { keyOf } from '@shared/http/endpoint'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '../api-client'

const providerNamesQuery = queryOptions({
  queryKey: keyOf(servedCatalogueApi.names),
  queryFn: () => call(servedCatalogueApi.names),
  staleTime: 10 * 60_000,
})

/** The providers we compare, by id and name (the "current provider" fields). */
export const useProviderNames = () => useQuery(providerNamesQuery)
