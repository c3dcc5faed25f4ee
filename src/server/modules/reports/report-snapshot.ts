import type { Provider } from '@shared/catalogue/provider.schemas'
import { implementationGuide } from '@shared/reports/implementation-guide'
import { providersToRecord, termsOf } from '@shared/reports/provider-terms'
import { type ReportSnapshot, ReportSnapshotSchema } from '@shared/reports/report-snapshot.schemas'
import type { OrderAssessment } from '../assessment/order-assessment.repository'

/** The catalogue entries a report records the terms of (`providersToRecord`), read in the order's transaction. */
export type TermsSource = { findByIds: (ids: readonly string[]) => Promise<Provider[]> }

/** The ids a snapshot of this assessment records terms for. */
export const termIdsOf = (assessment: OrderAssessment): string[] =>
  assessment.results ? providersToRecord(assessment.results) : []

/**
 * Freezes the assessment, every ranked option, the cost breakdowns, the switching plan and the terms of the
 * providers it names (`recorded`: their catalogue entries as they are now) at purchase, checked against the
 * schema every reader parses it with (a snapshot that could not be read is never stored).
 */
export function buildReportSnapshot(
  assessment: OrderAssessment,
  now: Date,
  recorded: readonly Provider[],
): ReportSnapshot {
  const results = assessment.results
  const recommendations = results?.recommendations ?? []
  const wanted = new Set(termIdsOf(assessment))
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
    providerTerms: recorded.filter((p) => wanted.has(p.id)).map(termsOf),
  })
}

/** The snapshot of an order, with the terms of the providers it names read from the catalogue now. */
export async function snapshotAt(
  catalogue: TermsSource,
  assessment: OrderAssessment,
  now: Date,
): Promise<ReportSnapshot> {
  return buildReportSnapshot(assessment, now, await catalogue.findByIds(termIdsOf(assessment)))
}
