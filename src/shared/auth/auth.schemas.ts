import { z } from 'zod'
import { emailAddress } from '../account/email-address'
import { NewPasswordSchema } from './password-policy'
import { UsernameSchema } from './username'

export const tiers = ['free', 'startup', 'established', 'enterprise'] as const
export const roles = ['user', 'admin'] as const

/** The current user as the API returns it (no secrets). */
export const UserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  tier: z.enum(tiers),
  role: z.enum(roles),
})
export type User = z.infer<typeof UserSchema>

export const LoginRequestSchema = z.object({
  username: z
    .string()
    .trim()
    .min(1, 'Email is required')
    .max(320)
    .transform((v) => v.normalize('NFKC'))
    .describe('Email address or username'),
  password: z.string().min(1, 'Password is required').max(1024),
})
export type LoginRequest = z.infer<typeof LoginRequestSchema>

export const RegisterRequestSchema = z.object({
  email: emailAddress(),
  username: UsernameSchema,
  password: NewPasswordSchema,
})
export type RegisterRequest = z.infer<typeof RegisterRequestSchema>

export const MessageSchema = z.object({ message: z.string() })

export const SignedOutOthersSchema = MessageSchema.extend({ ended: z.number().int() })
export type SignedOutOthers = z.infer<typeof SignedOutOthersSchema>
