import { implementationGuide } from '@shared/reports/implementation-guide'
import { type ReportSnapshot, ReportSnapshotSchema } from '@shared/reports/report-snapshot.schemas'
import type { OrderAssessment } from '../assessment/order-assessment.repository'

/**
 * Freezes the assessment, every ranked option, the cost breakdowns and the switching plan at purchase, checked
 * against the schema every reader parses it with (a snapshot that could not be read is never stored).
 */
export function buildReportSnapshot(assessment: OrderAssessment, now: Date): ReportSnapshot {
  const results = assessment.results
  const recommendations = results?.recommendations ?? []
  return ReportSnapshotSchema.parse({
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
      advice: results?.advice ?? null,
    }),
    generatedAt: now.toISOString(),
    excluded: results?.excluded ?? [],
    advice: results?.advice ?? null,
  })
}
