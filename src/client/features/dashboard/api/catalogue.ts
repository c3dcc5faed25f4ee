import { servedCatalogueApi } from '@shared/catalogue/served-catalogue.api'
import { keyOf } from '@shared/http/endpoint'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '../../../lib/api-client'

const catalogueQuery = queryOptions({
  queryKey: keyOf(servedCatalogueApi.engine),
  queryFn: () => call(servedCatalogueApi.engine),
  staleTime: 10 * 60_000,
})

/** The engine's entries of the active providers, as the server prices them now. */
export const useEngineCatalogue = () => useQuery(catalogueQuery)
