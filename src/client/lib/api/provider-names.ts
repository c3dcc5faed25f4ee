import {
  PROVIDER_NAMES_PATH,
  ProviderNamesSchema,
  providerNamesKey,
} from '@shared/catalogue/served-catalogue'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { getJson } from '../api-client'

const providerNamesQuery = queryOptions({
  queryKey: providerNamesKey,
  queryFn: () => getJson(PROVIDER_NAMES_PATH, ProviderNamesSchema),
  staleTime: 10 * 60_000,
})

/** GET /api/provider-names: the providers we compare, by id and name (the "current provider" fields). */
export const useProviderNames = () => useQuery(providerNamesQuery)
