import type { EstimateResult } from '@shared/pricing/estimate.schemas'
import { implementationGuide } from '@shared/reports/implementation-guide'
import type { OrderAssessment } from '../assessment/order-assessment.repository'

export type ReportSnapshot = {
  assessment: Record<string, unknown>
  recommendations: EstimateResult['recommendations']
  savings: EstimateResult['savings'] | null
  assumptions: EstimateResult['assumptions'] | null
  costBreakdown: { providerId: string; providerName: string; monthlyCostCents: number; lines: unknown[] }[]
  implementationGuide: ReturnType<typeof implementationGuide>
  generatedAt: string
  /** Providers left out before ranking, with reason and source (absent on older snapshots). */
  excluded?: EstimateResult['excluded']
  /** Switch, stay, renegotiate or choose, with switching costs netted (absent on older snapshots). */
  advice?: EstimateResult['advice']
}

/** Freezes the assessment, every ranked option, the cost breakdowns and the switching plan at purchase. */
export function buildReportSnapshot(assessment: OrderAssessment, now: Date): ReportSnapshot {
  const results = assessment.results
  const recommendations = results?.recommendations ?? []
  return {
    assessment: assessment.snapshot,
    recommendations,
    savings: results?.savings ?? null,
    assumptions: results?.assumptions ?? null,
    costBreakdown: recommendations.map((r) => ({
      providerId: r.pspProvider.id,
      providerName: r.pspProvider.name,
      monthlyCostCents: r.estimatedMonthlyCostCents,
      lines: r.breakdown,
    })),
    implementationGuide: implementationGuide({
      top: recommendations[0],
      currentProvider: assessment.currentProvider,
      timeline: assessment.timeline,
      features: assessment.features,
      advice: results?.advice,
    }),
    generatedAt: now.toISOString(),
    excluded: results?.excluded ?? [],
    advice: results?.advice,
  }
}
