import { readFileSync, writeFileSync } from 'node:fs'
import { PROVIDERS } from '@shared/catalogue/providers'
import { EstimateRequestSchema } from '@shared/pricing/estimate.schemas'
import { rankProviders } from '@shared/pricing/rank'
import { buildReportSnapshot } from '../src/server/modules/fulfilment/report-snapshot'
import { renderReportPdf } from '../src/server/modules/reports/pdf/render-report-pdf'

/**
 * `npx tsx scripts/render-sample-pdf.ts <out.pdf> [answers.json]`: a report PDF for one merchant's answers
 * (an estimate request as JSON; a Square café by default), to look at page by page
 * (`pdftoppm -png -r 60 out.pdf page`).
 */

const [out = 'sample-report.pdf', answersFile] = process.argv.slice(2)
const answers = answersFile
  ? JSON.parse(readFileSync(answersFile, 'utf8'))
  : {
      businessType: 'established',
      industryType: 'restaurant',
      monthlyTransactions: 2_400,
      totalMonthlyVolume: 28_000,
      currentProvider: 'Square',
      features: ['low-fees', 'mobile-friendly'],
      assessmentData: { posSoftware: 'square', timeline: 'soon', integrations: ['pos-system'] },
    }
const request = EstimateRequestSchema.parse(answers)
const results = rankProviders(request, PROVIDERS, { brandName: 'ProcessorMatch' })
const now = new Date()
const snapshot = buildReportSnapshot(
  {
    id: 'sample',
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
)
const pdf = await renderReportPdf({
  id: 'sample',
  reportType: request.businessType === 'enterprise' ? 'paid_enterprise' : 'paid_established',
  createdAt: now,
  expiresAt: new Date(now.getTime() + 30 * 86_400_000),
  brandName: 'ProcessorMatch',
  snapshot,
  providers: new Map(PROVIDERS.map((p) => [p.id, p])),
})
writeFileSync(out, pdf.bytes)
console.info(`${out}: ${pdf.pages} pages; advice: ${results.advice?.kind} - ${results.advice?.headline}`)
