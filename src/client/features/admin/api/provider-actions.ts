import type { ProviderUpdateRequest } from '@shared/catalogue/provider-update.schemas'
import { ProviderUpdateResponseSchema } from '@shared/catalogue/provider-update-response.schemas'
import { sendJson } from '../../../lib/api-client'

/** PUT /api/admin/providers/{id}: only the changed fields; a fee change carries its source URL and date. */
export const updateProvider = (id: string, input: ProviderUpdateRequest) =>
  sendJson('PUT', `/api/admin/providers/${encodeURIComponent(id)}`, ProviderUpdateResponseSchema, input)
