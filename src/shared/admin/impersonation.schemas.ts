import { z } from 'zod'

export const ImpersonateResponseSchema = z.object({ message: z.string(), redirectTo: z.string() })

/** `GET /api/impersonation`: whether the current session is an administrator acting as a user. */
export const ImpersonationStatusSchema = z.object({
  active: z.boolean(),
  userEmail: z.string().nullable(),
  adminEmail: z.string().nullable(),
  expiresAt: z.string().nullable(),
})
export type ImpersonationStatus = z.infer<typeof ImpersonationStatusSchema>

/** Minutes an impersonation session lasts at most. */
export const IMPERSONATION_MINUTES = 30
