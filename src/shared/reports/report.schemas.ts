import { z } from 'zod'
import { REPORT_TYPES } from '../checkout/prices'
import { RecordedTermsSchema } from './provider-terms'

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
    /** How the headline rate reads: all-in, or a margin over interchange (older snapshots may lack it). */
    rateBasis: z.enum(['all_in', 'markup_over_interchange']).optional(),
    /** The catalogue entry's source and the date its figures were checked. */
    sourceUrl: z.string().optional(),
    asOf: z.string().optional(),
  }),
  matchScore: z.number(),
  estimatedMonthlyCost: z.number(),
  estimatedMonthlyCostCents: z.number().int(),
  reasons: z.array(z.string()),
  /** The cost lines the monthly cost adds up from. */
  breakdown: z
    .array(z.looseObject({ key: z.string(), label: z.string(), cents: z.number(), detail: z.string() }))
    .optional(),
})
export type ReportRecommendation = z.infer<typeof ReportRecommendationSchema>

/** The engine's savings against the merchant's baseline (dashboard spec §9). */
export const ReportSavingsSchema = z.looseObject({
  annualSavings: z.number(),
  monthlySavings: z.number(),
  currentMonthlyCost: z.number(),
  recommendedMonthlyCost: z.number(),
  baselineLabel: z.string(),
  baselineSource: z
    .enum(['last_month_fees', 'stated_terms', 'current_provider', 'percentile_baseline'])
    .optional(),
  baselineProviderId: z.string().nullish(),
  recommendedProviderId: z.string().nullish(),
})
export type ReportSavings = z.infer<typeof ReportSavingsSchema>

/** The merchant's answers as the report froze them (empty once the report has expired). */
export const ReportAssessmentSchema = z.looseObject({
  businessType: z.string().nullish(),
  industryType: z.string().nullish(),
  monthlyTransactions: z.number().nullish(),
  totalMonthlyVolume: z.number().nullish(),
  currentProvider: z.string().nullish(),
  features: z.array(z.string()).nullish(),
  /** Every further answer (channel split, point-of-sale software, stated fees…) the analysis was made from. */
  assessmentData: z.record(z.string(), z.unknown()).nullish(),
})

/** The engine's assumptions behind the figures (channel split, card mix, average ticket, notes). */
export const ReportAssumptionsSchema = z.looseObject({
  channelSplit: z.object({ cardPresent: z.number(), online: z.number(), keyed: z.number() }),
  averageTicket: z.number(),
  notes: z.array(z.string()),
})

/** A provider the report left out because this merchant cannot use it. */
export const ReportExcludedSchema = z.object({
  id: z.string(),
  name: z.string(),
  reason: z.string(),
  sourceUrl: z.string(),
})

export const ReportAdviceOptionSchema = z.object({
  kind: z.enum(['stay', 'custom_pricing', 'switch_processor', 'switch_pos_and_processor']),
  providerId: z.string().nullable(),
  providerName: z.string(),
  monthlyCents: z.number().int(),
  switchingCostCents: z.number().int(),
  horizonCostCents: z.number().int(),
  summary: z.string(),
  /** For custom pricing: the competing provider whose price is asked for (absent on older reports). */
  matchesProviderId: z.string().nullable().optional(),
})

/** The verdict: stay, renegotiate, switch or choose, with the paths priced side by side. */
export const ReportAdviceSchema = z.object({
  kind: z.enum(['switch', 'stay', 'renegotiate', 'choose']),
  headline: z.string(),
  details: z.array(z.string()),
  horizonMonths: z.number().int(),
  currentMonthlyCents: z.number().int().nullable(),
  switchingCostCents: z.number().int(),
  netSavingsCents: z.number().int(),
  options: z.array(ReportAdviceOptionSchema),
  incumbent: z
    .object({ source: z.enum(['last_month_fees', 'stated_terms', 'catalogue_model']), note: z.string() })
    .nullable(),
})
export type ReportAdvice = z.infer<typeof ReportAdviceSchema>

/** A report's PDF as its card describes it: pages and size in bytes. */
export const ReportDocumentSchema = z.object({ pages: z.number().int(), bytes: z.number().int() })
export type ReportDocument = z.infer<typeof ReportDocumentSchema>

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
  /** The analysis as frozen with the report (null on an expired or refunded report, or an older snapshot). */
  assumptions: ReportAssumptionsSchema.nullable().default(null),
  excluded: z.array(ReportExcludedSchema).default([]),
  advice: ReportAdviceSchema.nullable().default(null),
  /** The providers' terms (fees, contract) as they were when the report was made; empty on older reports. */
  providerTerms: RecordedTermsSchema,
  implementationGuide: z.array(ImplementationStepSchema),
  /** Where the 3-day money-back guarantee stands for this report. */
  refund: z.object({
    status: z.enum(['available', 'requested', 'refunded', 'unavailable']),
    /** The last moment a refund may be asked for (paid reports). */
    until: z.string().nullable(),
  }),
  /** The PDF's page count and size, once it is stored; absent for an expired or refunded report. */
  document: ReportDocumentSchema.optional(),
})
export type UserReport = z.infer<typeof UserReportSchema>

export const UserReportsResponseSchema = z.array(UserReportSchema)
