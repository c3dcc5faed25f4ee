import {
  ENGINE_CATALOGUE_PATH,
  EngineCatalogueSchema,
  engineCatalogueKey,
} from '@shared/catalogue/served-catalogue'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { getJson } from '../../../lib/api-client'

const catalogueQuery = queryOptions({
  queryKey: engineCatalogueKey,
  queryFn: async () => getJson(ENGINE_CATALOGUE_PATH, EngineCatalogueSchema),
  staleTime: 10 * 60_000,
})

/** GET /api/user/catalogue: the engine's entries of the active providers, as the server prices them now. */
export const useEngineCatalogue = () => useQuery(catalogueQuery)
