import { z } from 'zod'
import { webUrl } from '../http/web-url'

/** The headline fees an administrator may change; each change needs a source and a date. */
export const EDITABLE_FEE_FIELDS = [
  'transactionFeePercent',
  'transactionFeeFixed',
  'monthlyFee',
  'setupFee',
] as const
export type EditableFeeField = (typeof EDITABLE_FEE_FIELDS)[number]

const dollars = z.number().finite().min(0, 'Fees cannot be negative')

/**
 * `PUT /api/admin/providers/{id}`: every field optional; a change to any fee needs `sourceUrl` and `asOf`.
 * Percent is a plain number (2.9 = 2.9%), the other fees are dollars, as `GET /api/psp-providers` shows them.
 */
export const ProviderUpdateRequestSchema = z
  .object({
    transactionFeePercent: dollars.max(20, 'A rate above 20% is not a card rate').optional(),
    transactionFeeFixed: dollars.max(10, 'A fixed fee above $10 is not a card fee').optional(),
    monthlyFee: dollars.max(10_000).optional(),
    setupFee: dollars.max(100_000).optional(),
    description: z.string().trim().min(1, 'Description is required').max(2000).optional(),
    features: z.array(z.string().trim().min(1).max(80)).max(40).optional(),
    supportedIndustries: z.array(z.string().trim().min(1).max(40)).max(40).optional(),
    isActive: z.boolean().optional(),
    sourceUrl: webUrl('Source URL must be a web address (http or https)').optional(),
    asOf: z.iso.date('Source date must be a date (YYYY-MM-DD)').optional(),
  })
  .strict()
  .refine(
    (body) =>
      !EDITABLE_FEE_FIELDS.some((field) => body[field] !== undefined) || (body.sourceUrl && body.asOf),
    { message: 'A fee change needs its source URL and the date it was read', path: ['sourceUrl'] },
  )
export type ProviderUpdateRequest = z.infer<typeof ProviderUpdateRequestSchema>
