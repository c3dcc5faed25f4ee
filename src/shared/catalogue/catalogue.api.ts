import { z } from 'zod'
import { endpoint } from '../http/endpoint'
import { EstimateRequestSchema } from '../pricing/estimate.schemas'
import { EstimateResponseSchema, PspProviderDtoSchema } from './catalogue.schemas'
import { ProviderUpdateRequestSchema } from './provider-update.schemas'
import { ProviderUpdateResponseSchema } from './provider-update-response.schemas'

/** The catalogue: the active providers, the stateless estimate, and the administrator's provider edit. */
export const catalogueApi = {
  /** The active catalogue with each provider's details. */
  providers: endpoint({ method: 'GET', path: '/api/psp-providers', response: z.array(PspProviderDtoSchema) }),
  /** Ranks every active provider for a set of answers (stateless). */
  estimate: endpoint({
    method: 'POST',
    path: '/api/estimate',
    body: EstimateRequestSchema,
    response: EstimateResponseSchema,
  }),
  /** Only the changed fields; a fee change carries its source URL and date. */
  updateProvider: endpoint({
    method: 'PUT',
    path: '/api/admin/providers/:id',
    params: z.object({ id: z.string().min(1).max(100) }),
    body: ProviderUpdateRequestSchema,
    response: ProviderUpdateResponseSchema,
  }),
}
