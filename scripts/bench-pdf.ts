import { PROVIDERS } from '@shared/catalogue/providers'
import { EstimateRequestSchema } from '@shared/pricing/estimate.schemas'
import { rankProviders } from '@shared/pricing/rank'
import { implementationGuide } from '@shared/reports/implementation-guide'
import type { ReportSnapshot } from '@shared/reports/report-snapshot.schemas'
import { renderReportPdf } from '../src/server/modules/reports/pdf/render-report-pdf'

/**
 * `npm run bench:pdf`: time to render one report's PDF (uncached), for a startup and an enterprise report.
 * Target: at most 300 ms per report on this machine (median of the runs).
 */

const RUNS = 15
const TARGET_MS = 300

function snapshotFor(businessType: 'startup' | 'enterprise'): ReportSnapshot {
  const request = EstimateRequestSchema.parse({
    businessType,
    industryType: 'restaurant',
    monthlyTransactions: businessType === 'enterprise' ? 40_000 : 1_800,
    totalMonthlyVolume: businessType === 'enterprise' ? 2_400_000 : 54_000,
    currentProvider: 'Square',
    features: ['low-fees', 'mobile-friendly'],
    assessmentData:
      businessType === 'enterprise' ? { locations: 12, internationalShare: 0.05, timeline: 'soon' } : {},
  })
  const result = rankProviders(request, PROVIDERS, { brandName: 'ProcessorMatch' })
  return {
    assessment: { ...request, assessmentData: request.assessmentData ?? {} },
    recommendations: result.recommendations,
    savings: result.savings,
    assumptions: result.assumptions,
    costBreakdown: [],
    providerTerms: [],
    implementationGuide: implementationGuide({
      top: result.recommendations[0],
      currentProvider: 'Square',
      timeline: 'soon',
      features: request.features,
      advice: result.advice,
    }),
    generatedAt: new Date().toISOString(),
    excluded: result.excluded ?? [],
    advice: result.advice ?? null,
  }
}

const providers = new Map(PROVIDERS.map((p) => [p.id, p]))
let failed = false
for (const kind of ['startup', 'enterprise'] as const) {
  const snapshot = snapshotFor(kind)
  const input = {
    id: `bench-${kind}`,
    reportType: `paid_${kind}` as const,
    createdAt: new Date(),
    expiresAt: new Date(Date.now() + 30 * 86_400_000),
    brandName: 'ProcessorMatch',
    snapshot,
    providers,
  }
  await renderReportPdf(input) // warm-up
  const times: number[] = []
  let pages = 0
  let bytes = 0
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now()
    const pdf = await renderReportPdf(input)
    times.push(performance.now() - started)
    pages = pdf.pages
    bytes = pdf.bytes.length
  }
  times.sort((a, b) => a - b)
  const median = times[Math.floor(RUNS / 2)] ?? 0
  console.info(
    `${kind}: ${pages} pages, ${(bytes / 1024).toFixed(0)} KB; median ${median.toFixed(1)} ms, fastest ${times[0]?.toFixed(1)} ms, slowest ${times.at(-1)?.toFixed(1)} ms (target <= ${TARGET_MS} ms)`,
  )
  if (median > TARGET_MS) failed = true
}
process.exit(failed ? 1 : 0)
