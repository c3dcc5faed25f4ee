import { z } from 'zod'
import { REPORT_TYPES } from '../checkout/prices'

export const ImplementationStepSchema = z.object({ title: z.string(), detail: z.string() })
export type ImplementationStep = z.infer<typeof ImplementationStepSchema>

/** One ranked provider as a report froze it (the engine's recommendation; other fields pass through). */
export const ReportRecommendationSchema = z.looseObject({
  pspProvider: z.looseObject({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    transactionFeePercent: z.number(),
    transactionFeeFixed: z.number(),
    monthlyFee: z.number(),
    setupFee: z.number(),
    features: z.array(z.string()),
  }),
  matchScore: z.number(),
  estimatedMonthlyCost: z.number(),
  estimatedMonthlyCostCents: z.number().int(),
  reasons: z.array(z.string()),
})
export type ReportRecommendation = z.infer<typeof ReportRecommendationSchema>

/** The engine's savings against the merchant's baseline (dashboard spec §9). */
export const ReportSavingsSchema = z.looseObject({
  annualSavings: z.number(),
  monthlySavings: z.number(),
  currentMonthlyCost: z.number(),
  recommendedMonthlyCost: z.number(),
  baselineLabel: z.string(),
})
export type ReportSavings = z.infer<typeof ReportSavingsSchema>

/** The merchant's answers as the report froze them (empty once the report has expired). */
export const ReportAssessmentSchema = z.looseObject({
  businessType: z.string().nullish(),
  industryType: z.string().nullish(),
  monthlyTransactions: z.number().nullish(),
  totalMonthlyVolume: z.number().nullish(),
  currentProvider: z.string().nullish(),
})

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
  assessment: ReportAssessmentSchema,
  recommendations: z.array(ReportRecommendationSchema),
  savings: ReportSavingsSchema.nullable(),
  implementationGuide: z.array(ImplementationStepSchema),
  /** Where the 3-day money-back guarantee stands for this report. */
  refund: z.object({
    status: z.enum(['available', 'requested', 'refunded', 'unavailable']),
    /** The last moment a refund may be asked for (paid reports). */
    until: z.string().nullable(),
  }),
  /** The PDF's page count and size, once it has been made; absent for an expired report. */
  document: z.object({ pages: z.number().int(), bytes: z.number().int() }).optional(),
})
export type UserReport = z.infer<typeof UserReportSchema>

export const UserReportsResponseSchema = z.array(UserReportSchema)
