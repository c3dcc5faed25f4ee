import { z } from 'zod'

/** The money-back guarantee: a paid report may be refunded within this many days of its purchase. */
export const REFUND_WINDOW_DAYS = 3

export const refundDeadline = (purchasedAt: Date) =>
  new Date(purchasedAt.getTime() + REFUND_WINDOW_DAYS * 24 * 60 * 60 * 1000)

export const RefundRequestSchema = z.object({
  reason: z.string().trim().max(1000, 'Please keep the reason under 1,000 characters').optional(),
})
export type RefundRequest = z.infer<typeof RefundRequestSchema>
