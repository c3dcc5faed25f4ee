import { z } from 'zod'
import { emailAddress } from '../account/email-address'

export const SandboxConfirmRequestSchema = z.object({
  clientSecret: z.string().min(1).max(200),
  cardNumber: z.string().trim().min(1, 'Enter your card number.').max(30),
  expiry: z.string().trim().min(1, 'Enter the expiry date.').max(10),
  cvc: z.string().trim().min(1, 'Enter the security code.').max(4),
  receiptEmail: emailAddress().optional(),
})
export type SandboxConfirmRequest = z.infer<typeof SandboxConfirmRequestSchema>

export const SandboxAuthenticateRequestSchema = z.object({
  clientSecret: z.string().min(1).max(200),
  approve: z.boolean(),
})

export const SandboxIntentResponseSchema = z.object({
  id: z.string(),
  status: z.enum(['requires_payment_method', 'requires_action', 'processing', 'succeeded', 'canceled']),
})
export type SandboxIntentResponse = z.infer<typeof SandboxIntentResponseSchema>

export const AUTHENTICATION_FAILED_MESSAGE =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.'
