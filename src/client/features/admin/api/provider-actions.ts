import { catalogueApi } from '@shared/catalogue/catalogue.api'
import type { ProviderUpdateRequest } from '@shared/catalogue/provider-update.schemas'
import { servedCatalogueApi } from '@shared/catalogue/served-catalogue.api'
import { keyOf } from '@shared/http/endpoint'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { call } from '../../../lib/api-client'
import { adminProvidersQuery } from './admin-queries'

/** Only the changed fields; a fee change carries its source URL and date. */
export const updateProvider = (id: string, body: ProviderUpdateRequest) =>
  call(catalogueApi.updateProvider, { params: { id }, body })

/** Saves a provider and forgets the admin catalogue, the public provider list and the tools' catalogue. */
export function useUpdateProvider() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ProviderUpdateRequest }) => updateProvider(id, input),
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: adminProvidersQuery.queryKey })
      queryClient.invalidateQueries({ queryKey: keyOf(catalogueApi.providers) })
      queryClient.invalidateQueries({ queryKey: keyOf(servedCatalogueApi.engine) })
    },
  })
}
