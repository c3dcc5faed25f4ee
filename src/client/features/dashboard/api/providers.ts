import { PspProviderDtoSchema } from '@shared/catalogue/catalogue.schemas'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { getJson } from '../../../lib/api-client'

const providersQuery = queryOptions({
  queryKey: ['/api/psp-providers'] as const,
  queryFn: async () => getJson('/api/psp-providers', z.array(PspProviderDtoSchema)),
  staleTime: 10 * 60_000,
})

/** GET /api/psp-providers: the active catalogue with each provider's details. */
export const useProviders = () => useQuery(providersQuery)
