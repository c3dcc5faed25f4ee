import { PspProviderDtoSchema } from '@shared/catalogue/catalogue.schemas'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { apiRequest } from '../../../lib/api-client'

const providersQuery = queryOptions({
  queryKey: ['/api/psp-providers'] as const,
  queryFn: async () =>
    z.array(PspProviderDtoSchema).parse(await (await apiRequest('GET', '/api/psp-providers')).json()),
  staleTime: 10 * 60_000,
})

/** GET /api/psp-providers: the active catalogue with each provider's details. */
export const useProviders = () => useQuery(providersQuery)
