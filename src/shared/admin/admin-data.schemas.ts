import { z } from 'zod'

export const AdminAssessmentSchema = z.object({
  id: z.string(),
  email: z.string(),
  businessType: z.string().nullable(),
  industryType: z.string().nullable(),
  monthlyTransactions: z.number().int().nullable(),
  /** Dollars. */
  totalMonthlyVolume: z.number().nullable(),
  averageTransactionAmount: z.number().nullable(),
  status: z.enum(['in_progress', 'completed']),
  currentStep: z.number().int(),
  maxStep: z.number().int(),
  stepDescription: z.string(),
  progressPercentage: z.number().int().min(0).max(100),
  assessmentData: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
})
export type AdminAssessment = z.infer<typeof AdminAssessmentSchema>
export const AdminAssessmentsResponseSchema = z.object({ assessments: z.array(AdminAssessmentSchema) })

export const AdminReportSchema = z.object({
  id: z.string(),
  assessmentId: z.string(),
  reportType: z.string(),
  /** Dollars. */
  amount: z.number(),
  isPaid: z.boolean(),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** The money-back guarantee: a refund asked for (with the buyer's reason), or given. */
  refund: z.object({
    status: z.enum(['none', 'requested', 'refunded']),
    requestedAt: z.string().nullable(),
    reason: z.string().nullable(),
    refundedAt: z.string().nullable(),
  }),
})
export type AdminReport = z.infer<typeof AdminReportSchema>
export const AdminReportsResponseSchema = z.object({ reports: z.array(AdminReportSchema) })

export const AdminFigureSourceSchema = z.object({
  group: z.string(),
  url: z.string(),
  asOf: z.string(),
  note: z.string().nullable(),
})

export const AdminProviderSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  transactionFeePercent: z.number(),
  /** Dollars. */
  transactionFeeFixed: z.number(),
  monthlyFee: z.number(),
  setupFee: z.number(),
  isActive: z.boolean(),
  isEstimate: z.boolean(),
  pricingModel: z.string(),
  features: z.array(z.string()),
  supportedIndustries: z.array(z.string()),
  /** Where the headline figures come from and the day they were read. */
  sourceUrl: z.string(),
  asOf: z.string(),
  figureSources: z.array(AdminFigureSourceSchema),
})
export type AdminProvider = z.infer<typeof AdminProviderSchema>
export const AdminProvidersResponseSchema = z.object({ providers: z.array(AdminProviderSchema) })

export const DailyFigureSchema = z.object({
  date: z.string().describe('YYYY-MM-DD (UTC)'),
  assessments: z.number().int(),
  purchases: z.number().int(),
  /** Dollars. */
  revenue: z.number(),
})
export type DailyFigure = z.infer<typeof DailyFigureSchema>

export const AdminStatsSchema = z.object({
  totalUsers: z.number().int(),
  adminUsers: z.number().int(),
  /** Dollars: the sum of the amounts of paid reports (spec §9), refunded ones left out. */
  totalRevenue: z.number(),
  paidReports: z.number().int(),
  /** Dollars given back under the money-back guarantee, and how many reports. */
  refunds: z.number(),
  refundedReports: z.number().int(),
  totalAssessments: z.number().int(),
  completedAssessments: z.number().int(),
  /** Paid reports ÷ assessments, rounded percent; 0 without assessments. */
  conversionRate: z.number().int(),
  recentActivity: z.array(AdminReportSchema),
  /** The last 30 days, oldest first. */
  daily: z.array(DailyFigureSchema),
})
export type AdminStats = z.infer<typeof AdminStatsSchema>

/** Spec §9: paid reports divided by assessments, rounded percent, 0 when there are none. */
export const conversionRate = (paidReports: number, assessments: number) =>
  assessments > 0 ? Math.round((paidReports / assessments) * 100) : 0

/** Progress through the assessment, capped at 100. */
export const progressPercentage = (currentStep: number, maxStep: number) =>
  maxStep > 0 ? Math.min(100, Math.max(0, Math.round((currentStep / maxStep) * 100))) : 0
