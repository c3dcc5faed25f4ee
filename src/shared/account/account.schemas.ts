import { z } from 'zod'

export const FORGOT_PASSWORD_MESSAGE = 'If the email exists, a reset link has been sent to your inbox.'

export const ForgotPasswordRequestSchema = z.object({
  email: z.string().trim().max(320).pipe(z.email('Valid email is required')),
})
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequestSchema>

export const ResetPasswordRequestSchema = z.object({
  token: z.string().trim().min(1, 'This reset link is invalid or expired.').max(200),
  newPassword: z
    .string()
    .min(6, 'Password must be at least 6 characters')
    .max(1024, 'Password must be at most 1024 characters'),
})
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequestSchema>

export const ChangePasswordRequestSchema = z.object({
  currentPassword: z.string().min(1, 'Current password is required').max(1024),
  newPassword: z
    .string()
    .min(8, 'Password must be at least 8 characters')
    .max(1024, 'Password must be at most 1024 characters'),
})
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>

export const ActivateQuerySchema = z.object({
  token: z.string().trim().max(200).optional(),
  email: z.string().trim().max(320).optional(),
})

export const ActivateResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
})
