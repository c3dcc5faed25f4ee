import {
  type AdminAssessment,
  type AdminProvider,
  type AdminReport,
  type AdminStats,
  conversionRate,
  type DailyFigure,
  progressPercentage,
} from '@shared/admin/admin-data.schemas'
import type { Provider } from '@shared/catalogue/provider.schemas'
import { summarise } from '@shared/pricing/provider-summary'
import type { AdminDataRepository, AssessmentRow, DayCount, ReportRow } from './admin-data.repository'

/** Rows the console lists at most (newest first). */
export const ADMIN_LIST_LIMIT = 1000
const DAYS = 30
const dayMs = 86_400_000

export const toAdminAssessmentDto = (row: AssessmentRow): AdminAssessment => {
  const volume = row.totalMonthlyVolume === null ? null : Number(row.totalMonthlyVolume)
  const count = row.monthlyTransactions
  return {
    id: row.id,
    email: row.email,
    businessType: row.businessType,
    industryType: row.industryType,
    monthlyTransactions: count,
    totalMonthlyVolume: volume,
    averageTransactionAmount: volume !== null && count ? Math.round((volume / count) * 100) / 100 : null,
    status: row.status,
    // A completed assessment may record one step past its last (the finish); the step shown stays in range.
    currentStep: Math.min(row.currentStep, row.maxStep),
    maxStep: row.maxStep,
    stepDescription: row.stepDescription,
    progressPercentage: row.status === 'completed' ? 100 : progressPercentage(row.currentStep, row.maxStep),
    assessmentData: row.assessmentData,
    createdAt: row.createdAt.toISOString(),
  }
}

export const toAdminReportDto = (row: ReportRow): AdminReport => ({
  id: row.id,
  assessmentId: row.assessmentId,
  reportType: row.reportType,
  amount: row.amountCents / 100,
  isPaid: row.isPaid,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  refund: {
    status: row.refundedAt ? 'refunded' : row.refundRequestedAt ? 'requested' : 'none',
    requestedAt: row.refundRequestedAt?.toISOString() ?? null,
    reason: row.refundReason,
    refundedAt: row.refundedAt?.toISOString() ?? null,
  },
})

export const toAdminProviderDto = (p: Provider): AdminProvider => {
  const headline = summarise(p)
  return {
    id: p.id,
    name: p.name,
    description: p.description,
    transactionFeePercent: headline.transactionFeePercent,
    transactionFeeFixed: headline.transactionFeeFixed,
    monthlyFee: headline.monthlyFee,
    setupFee: headline.setupFee,
    isActive: p.isActive,
    isEstimate: p.isEstimate,
    pricingModel: p.pricingModel,
    features: [...p.features],
    supportedIndustries: [...p.supportedIndustries],
    sourceUrl: p.sourceUrl,
    asOf: p.asOf,
    figureSources: p.figureSources.map((s) => ({
      group: s.group,
      url: s.url,
      asOf: s.asOf,
      note: s.note ?? null,
    })),
  }
}

/** The last `DAYS` UTC days ending today, oldest first, with zeros on quiet days. */
export function dailySeries(now: Date, assessments: DayCount[], purchases: DayCount[]): DailyFigure[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  const started = new Map(assessments.map((d) => [d.day, Number(d.n)]))
  const bought = new Map(purchases.map((d) => [d.day, d]))
  return Array.from({ length: DAYS }, (_, i) => {
    const date = new Date(today - (DAYS - 1 - i) * dayMs).toISOString().slice(0, 10)
    const sale = bought.get(date)
    return {
      date,
      assessments: started.get(date) ?? 0,
      purchases: Number(sale?.n ?? 0),
      revenue: Number(sale?.cents ?? 0) / 100,
    }
  })
}

type Deps = { repo: AdminDataRepository; providers: () => Promise<Provider[]>; now: () => Date }

export function createAdminDataService({ repo, providers, now }: Deps) {
  return {
    assessments: async () => (await repo.listAssessments(ADMIN_LIST_LIMIT)).map(toAdminAssessmentDto),
    reports: async () => (await repo.listReports(ADMIN_LIST_LIMIT)).map(toAdminReportDto),
    providers: async () => (await providers()).map(toAdminProviderDto),
    stats: async (): Promise<AdminStats> => {
      const at = now()
      const totals = await repo.totals()
      const since = new Date(
        Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()) - (DAYS - 1) * dayMs,
      )
      const daily = await repo.daily(since)
      return {
        totalUsers: totals.users,
        adminUsers: totals.admins,
        totalRevenue: totals.revenueCents / 100,
        paidReports: totals.paidReports,
        refunds: totals.refundsCents / 100,
        refundedReports: totals.refundedReports,
        totalAssessments: totals.assessments,
        completedAssessments: totals.completedAssessments,
        conversionRate: conversionRate(totals.paidReports, totals.assessments),
        recentActivity: (await repo.listReports(5)).map(toAdminReportDto),
        daily: dailySeries(at, daily.assessments, daily.purchases),
      }
    },
  }
}
export type AdminDataService = ReturnType<typeof createAdminDataService>
