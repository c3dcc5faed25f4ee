import { z } from 'zod'
import { NewPasswordSchema } from '../auth/password-policy'
import { emailAddress } from './email-address'

export const FORGOT_PASSWORD_MESSAGE = 'If the email exists, a reset link has been sent to your inbox.'

export const ForgotPasswordRequestSchema = z.object({
  email: emailAddress(),
})
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequestSchema>

export const ResetPasswordRequestSchema = z.object({
  token: z.string().trim().min(1, 'This reset link is invalid or expired.').max(200),
  newPassword: NewPasswordSchema,
})
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequestSchema>

export const ChangePasswordRequestSchema = z.object({
  currentPassword: z.string().min(1, 'Current password is required').max(1024),
  newPassword: NewPasswordSchema,
})
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>

/** The activation page confirms with a POST (never a GET, which any page or mail scanner can send). */
export const ActivateRequestSchema = z.object({
  token: z.string().trim().max(200).optional(),
  email: z.string().trim().max(320).optional(),
})

export const ActivateResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
})
