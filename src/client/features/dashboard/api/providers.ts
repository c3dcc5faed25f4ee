import { catalogueApi } from '@shared/catalogue/catalogue.api'
import { keyOf } from '@shared/http/endpoint'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '../../../lib/api-client'

const providersQuery = queryOptions({
  queryKey: keyOf(catalogueApi.providers),
  queryFn: () => call(catalogueApi.providers),
  staleTime: 10 * 60_000,
})

/** The active catalogue with each provider's details. */
export const useProviders = () => useQuery(providersQuery)
