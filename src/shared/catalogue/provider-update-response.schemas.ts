import { z } from 'zod'
import { RateHistoryEntrySchema } from '../rate-alerts/rate-alert.schemas'
import { PspProviderDtoSchema } from './catalogue.schemas'

/** `PUT /api/admin/providers/{id}` answers the provider as the catalogue now lists it. */
export const ProviderUpdateResponseSchema = z.object({
  provider: PspProviderDtoSchema.extend({ isActive: z.boolean() }),
  /** The rate history entry recorded for a fee change; null when no fee changed. */
  rateChange: RateHistoryEntrySchema.nullable(),
  /** Rate alerts the change matched (mailed at once or in their next digest). */
  alertsQueued: z.number().int(),
})
export type ProviderUpdateResponse = z.infer<typeof ProviderUpdateResponseSchema>
