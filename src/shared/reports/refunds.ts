import { z } from 'zod'
import { REFUND_WINDOW_DAYS } from './report-terms'

export { REFUND_WINDOW_DAYS }

export const refundDeadline = (purchasedAt: Date) =>
  new Date(purchasedAt.getTime() + REFUND_WINDOW_DAYS * 24 * 60 * 60 * 1000)

export const RefundRequestSchema = z.object({
  reason: z.string().trim().max(1000, 'Please keep the reason under 1,000 characters').optional(),
})
export type RefundRequest = z.infer<typeof RefundRequestSchema>
