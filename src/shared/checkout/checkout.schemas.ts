import { z } from 'zod'
import { emailAddress } from '../account/email-address'
import { NewPasswordSchema } from '../auth/password-policy'
import { REPORT_TYPES } from './prices'

export const PaymentIntentIdSchema = z
  .string()
  .trim()
  .min(1, 'Payment intent id is required')
  .max(255)
  .regex(/^pi_[A-Za-z0-9_]+$/, 'Invalid payment intent id')

const AssessmentIdSchema = z.string().trim().min(1, 'Assessment id is required').max(64)
const PromoCodeIdSchema = z.string().trim().min(1).max(64).nullish()

export const AccountEmailSchema = emailAddress()
export const AccountPasswordSchema = NewPasswordSchema

export const CreatePaymentIntentRequestSchema = z.object({
  /** The amount the browser shows, in dollars; only compared with the server's price, never used. */
  amount: z.number().finite().nonnegative().max(100_000).optional(),
  assessmentId: AssessmentIdSchema,
  reportType: z.enum(REPORT_TYPES).optional(),
  promoCodeId: PromoCodeIdSchema,
})
export type CreatePaymentIntentRequest = z.infer<typeof CreatePaymentIntentRequestSchema>

export const OrderSummarySchema = z.object({
  reportType: z.enum(REPORT_TYPES),
  originalAmount: z.number().describe('Dollars'),
  discountPercentage: z.number().int(),
  discountAmount: z.number().describe('Dollars'),
  /** What the buyer pays, in dollars (0 → free order). */
  amount: z.number(),
  amountCents: z.number().int(),
  currency: z.literal('usd'),
  /** How long the report stays open once bought: the standard period, or the applied promo code's. */
  accessDays: z.number().int(),
})
export type OrderSummary = z.infer<typeof OrderSummarySchema>

export const CreatePaymentIntentResponseSchema = OrderSummarySchema.extend({
  clientSecret: z.string().nullable(),
  paymentIntentId: z.string().nullable(),
  /** True when the total is 0: no intent exists, use the free order. */
  freeOrder: z.boolean(),
  /** True when the amount the browser sent differs from the server's price. */
  amountAdjusted: z.boolean(),
  gateway: z.enum(['sandbox', 'stripe']),
})
export type CreatePaymentIntentResponse = z.infer<typeof CreatePaymentIntentResponseSchema>

/** Names the buyer of an intent before its card is charged. */
export const CheckoutBuyerRequestSchema = z.object({
  paymentIntentId: PaymentIntentIdSchema,
  email: AccountEmailSchema,
})
export type CheckoutBuyerRequest = z.infer<typeof CheckoutBuyerRequestSchema>

export const PaymentSuccessRequestSchema = z.object({
  paymentIntentId: PaymentIntentIdSchema,
  email: AccountEmailSchema,
  password: AccountPasswordSchema,
})
export type PaymentSuccessRequest = z.infer<typeof PaymentSuccessRequestSchema>

export const FreeOrderRequestSchema = z.object({
  email: AccountEmailSchema,
  password: AccountPasswordSchema,
  assessmentId: AssessmentIdSchema,
  reportType: z.enum(REPORT_TYPES).optional(),
  promoCodeId: z.string().trim().min(1, 'A promo code is required for a free order').max(64),
})
export type FreeOrderRequest = z.infer<typeof FreeOrderRequestSchema>

export const OrderResultSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  reportId: z.string(),
  /** created: a new account waiting for activation; existing: the report joined an account that exists. */
  account: z.enum(['created', 'existing']),
  email: z.string(),
})
export type OrderResult = z.infer<typeof OrderResultSchema>

export const CheckoutAssessmentSchema = z.object({
  id: z.string(),
  businessType: z.enum(['startup', 'established', 'enterprise']),
  industryType: z.string().nullable(),
  reportType: z.enum(REPORT_TYPES),
  order: OrderSummarySchema,
})
export type CheckoutAssessment = z.infer<typeof CheckoutAssessmentSchema>
