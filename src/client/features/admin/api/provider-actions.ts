import type { ProviderUpdateRequest } from '@shared/catalogue/provider-update.schemas'
import { ProviderUpdateResponseSchema } from '@shared/catalogue/provider-update-response.schemas'
import { engineCatalogueKey } from '@shared/catalogue/served-catalogue'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { sendJson } from '../../../lib/api-client'
import { adminProvidersQuery } from './admin-queries'

/** PUT /api/admin/providers/{id}: only the changed fields; a fee change carries its source URL and date. */
export const updateProvider = (id: string, input: ProviderUpdateRequest) =>
  sendJson('PUT', `/api/admin/providers/${encodeURIComponent(id)}`, ProviderUpdateResponseSchema, input)

/** Saves a provider and forgets the admin catalogue, the public provider list and the tools' catalogue. */
export function useUpdateProvider() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ProviderUpdateRequest }) => updateProvider(id, input),
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: adminProvidersQuery.queryKey })
      queryClient.invalidateQueries({ queryKey: ['/api/psp-providers'] })
      queryClient.invalidateQueries({ queryKey: engineCatalogueKey })
    },
  })
}
