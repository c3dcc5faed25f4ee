import { z } from 'zod'
import { REPORT_ACCESS_DAYS } from '../reports/report-terms'

/** Codes are typed by people: no 0/O, 1/I/L. */
export const PROMO_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
export const PROMO_CODE_LENGTH = 8

/** Trimmed and upper-cased, as the checkout sends it. */
export const normalisePromoCode = (code: string) => code.trim().toUpperCase()

export const ValidatePromoCodeRequestSchema = z.object({
  code: z.string().max(64, 'Promo code is too long'),
  originalAmount: z.number().finite().nonnegative().max(100_000).optional(),
})
export type ValidatePromoCodeRequest = z.infer<typeof ValidatePromoCodeRequestSchema>

export const PublicPromoCodeSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  discountPercentage: z.number().int(),
})
export type PublicPromoCode = z.infer<typeof PublicPromoCodeSchema>

export const ValidatePromoCodeResponseSchema = z.object({
  valid: z.boolean(),
  promoCode: PublicPromoCodeSchema.nullable(),
  message: z.string(),
})
export type ValidatePromoCodeResponse = z.infer<typeof ValidatePromoCodeResponseSchema>

export const PromoCodeSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  discountPercentage: z.number().int(),
  accessDays: z.number().int(),
  isActive: z.boolean(),
  maxUses: z.number().int().nullable(),
  currentUses: z.number().int(),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
  /** Dollars: the sum of paid reports bought with this code. */
  totalRevenue: z.number(),
})
export type PromoCode = z.infer<typeof PromoCodeSchema>

const discount = z
  .number({ error: 'Discount must be a number' })
  .int('Discount must be a whole number')
  .min(1, 'Discount must be at least 1%')
  .max(100, 'Discount cannot exceed 100%')
const accessDays = z
  .number({ error: 'Access days must be a number' })
  .int('Access days must be a whole number')
  .min(1, 'Access days must be at least 1')
  .max(3650, 'Access days must be at most 3650')
const maxUses = z
  .number({ error: 'Max uses must be a number' })
  .int('Max uses must be a whole number')
  .min(1, 'Max uses must be at least 1')
  .max(1_000_000)
const expiresAt = z.iso.datetime({ offset: true, error: 'Expiry must be an ISO date and time' })

export const CreatePromoCodeRequestSchema = z.strictObject({
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(120),
  description: z.string().trim().max(1000).nullish(),
  discountPercentage: discount.default(25),
  accessDays: accessDays.default(REPORT_ACCESS_DAYS),
  maxUses: maxUses.nullish(),
  expiresAt: expiresAt.nullish(),
  isActive: z.boolean().default(true),
})
export type CreatePromoCodeRequest = z.infer<typeof CreatePromoCodeRequestSchema>

export const UpdatePromoCodeRequestSchema = z
  .strictObject({
    name: z.string().trim().min(1, 'Name is required').max(120),
    description: z.string().trim().max(1000).nullable(),
    discountPercentage: discount,
    accessDays,
    maxUses: maxUses.nullable(),
    expiresAt: expiresAt.nullable(),
    isActive: z.boolean(),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'Nothing to update')
export type UpdatePromoCodeRequest = z.infer<typeof UpdatePromoCodeRequestSchema>

export const PromoCodeResponseSchema = z.object({ promoCode: PromoCodeSchema })
export const PromoCodeListResponseSchema = z.object({ promoCodes: z.array(PromoCodeSchema) })

/** Display status (dashboard spec §4). */
export function promoDisplayStatus(
  p: Pick<PromoCode, 'isActive' | 'expiresAt' | 'maxUses' | 'currentUses'>,
  now: Date,
): 'Inactive' | 'Expired' | 'Usage Limit Reached' | 'Active' {
  if (!p.isActive) return 'Inactive'
  if (p.expiresAt && new Date(p.expiresAt).getTime() <= now.getTime()) return 'Expired'
  if (p.maxUses !== null && p.currentUses >= p.maxUses) return 'Usage Limit Reached'
  return 'Active'
}
