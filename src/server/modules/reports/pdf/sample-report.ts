import { DEFAULT_BRAND_NAME } from '@shared/catalogue/logo-names'
import { PROVIDERS } from '@shared/catalogue/providers'
import type { ReportType } from '@shared/checkout/prices'
import { type EstimateRequestInput, EstimateRequestSchema } from '@shared/pricing/estimate.schemas'
import type { EstimateResult } from '@shared/pricing/estimate-result'
import { rankProviders } from '@shared/pricing/rank'
import { buildReportSnapshot } from '../report-snapshot'
import type { ReportPdfInput } from './report-pdf-input'

/** The engine's analysis of a merchant's answers, as the assessment stores it on completion. */
export const sampleResults = (answers: EstimateRequestInput): EstimateResult =>
  rankProviders(EstimateRequestSchema.parse(answers), PROVIDERS, { brandName: DEFAULT_BRAND_NAME })

/**
 * A report's PDF input made straight from a merchant's answers (an estimate request), as the purchase would
 * freeze it (from `results`, the stored analysis, when given): for the sample-PDF script and the golden tests.
 */
export function sampleReportInput(
  answers: EstimateRequestInput,
  options: { id?: string; now?: Date; results?: EstimateResult } = {},
): ReportPdfInput {
  const request = EstimateRequestSchema.parse(answers)
  const results = options.results ?? sampleResults(answers)
  const now = options.now ?? new Date()
  const id = options.id ?? 'sample'
  const snapshot = buildReportSnapshot(
    {
      id,
      email: null,
      businessType: request.businessType,
      industryType: request.industryType,
      status: 'completed',
      currentProvider: request.currentProvider ?? null,
      timeline: typeof request.assessmentData?.timeline === 'string' ? request.assessmentData.timeline : null,
      features: request.features,
      snapshot: { ...request, assessmentData: request.assessmentData ?? {} },
      results,
    },
    now,
    PROVIDERS,
  )
  const reportType: ReportType = `paid_${request.businessType}`
  return {
    id,
    reportType,
    createdAt: now,
    expiresAt: new Date(now.getTime() + 30 * 86_400_000),
    brandName: DEFAULT_BRAND_NAME,
    snapshot,
    providers: new Map(PROVIDERS.map((p) => [p.id, p])),
  }
}
