import { z } from 'zod'
import { UserSchema } from './auth.schemas'

/** What an authenticator app needs to enrol: scan the QR code, or type the setup key. */
export const TotpEnrolmentSchema = z.object({
  secret: z.string().describe('The setup key (base32) for typing into an authenticator app'),
  otpauthUrl: z.string(),
  qrCodeDataUrl: z.string().describe('The otpauth:// address as a QR code (SVG data URL)'),
})
export type TotpEnrolment = z.infer<typeof TotpEnrolmentSchema>

/** The password was right; a code from the authenticator app completes the sign-in. */
export const MfaRequiredSchema = z.object({
  mfaRequired: z.literal(true),
  /** Present on an administrator's first sign-in: the authenticator to enrol before the console opens. */
  enrolment: TotpEnrolmentSchema.optional(),
})
export type MfaRequired = z.infer<typeof MfaRequiredSchema>

/** POST /api/login answers the signed-in user, or that a second factor is needed. */
export const LoginResponseSchema = z.union([UserSchema, MfaRequiredSchema])
export type LoginResponse = z.infer<typeof LoginResponseSchema>

export const codeMessage = 'Enter the 6-digit code from your authenticator app'

export const TotpCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, codeMessage)
    .describe('The 6-digit code the authenticator shows'),
})
export type TotpCode = z.infer<typeof TotpCodeSchema>

export const SecondFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** Administrators must keep a second factor: they cannot turn it off. */
  required: z.boolean(),
})
export type SecondFactorStatus = z.infer<typeof SecondFactorStatusSchema>
