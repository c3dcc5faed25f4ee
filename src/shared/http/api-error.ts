import { z } from 'zod'

/** The one JSON error shape every failure answers with. */
export const ApiErrorSchema = z.object({
  error: z.string().describe('Stable machine-readable code, e.g. VALIDATION_FAILED'),
  message: z.string().describe('Human-readable explanation, safe to show'),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  requestId: z.string(),
})
export type ApiError = z.infer<typeof ApiErrorSchema>
