import type { ProviderUpdateRequest } from '@shared/catalogue/provider-update.schemas'
import { apiRequest } from '../../../lib/api-client'

/** PUT /api/admin/providers/{id}: only the changed fields; a fee change carries its source URL and date. */
export const updateProvider = async (id: string, input: ProviderUpdateRequest) =>
  (await (await apiRequest('PUT', `/api/admin/providers/${encodeURIComponent(id)}`, input)).json()) as unknown
