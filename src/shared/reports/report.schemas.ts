import { z } from 'zod'
import { REPORT_TYPES } from '../checkout/prices'

export const ImplementationStepSchema = z.object({ title: z.string(), detail: z.string() })
export type ImplementationStep = z.infer<typeof ImplementationStepSchema>

export const UserReportSchema = z.object({
  id: z.string(),
  assessmentId: z.string(),
  reportType: z.enum(REPORT_TYPES),
  amount: z.number().describe('Dollars paid'),
  isPaid: z.boolean(),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** Past its access period: the listing keeps the card, the content is no longer served. */
  expired: z.boolean(),
  assessment: z.record(z.string(), z.unknown()),
  recommendations: z.array(z.record(z.string(), z.unknown())),
  savings: z.record(z.string(), z.unknown()).nullable(),
  implementationGuide: z.array(ImplementationStepSchema),
})
export type UserReport = z.infer<typeof UserReportSchema>

export const UserReportsResponseSchema = z.array(UserReportSchema)
