import { RecommendationView } from '@client/features/recommendations/recommendation-view'
import { MantineProvider } from '@mantine/core'
import type { AssessmentResponse } from '@shared/assessment/assessment.schemas'
import { DEFAULT_BRAND_NAME } from '@shared/catalogue/logo-names'
import { PROVIDERS } from '@shared/catalogue/providers'
import { type EstimateRequestInput, EstimateRequestSchema } from '@shared/pricing/estimate.schemas'
import { type UserReport, UserReportSchema } from '@shared/reports/report.schemas'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createElement as h } from 'react'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { toAssessmentResponse } from '../../src/server/modules/assessment/assessment.dto'
import type { AssessmentRow } from '../../src/server/modules/assessment/assessment.repository'
import { recommendationMailVariables } from '../../src/server/modules/assessment/recommendation-mail'
import { defaultTemplate } from '../../src/server/modules/mail/default-templates'
import { renderTemplate } from '../../src/server/modules/mail/template-renderer'
import { analysisOfReport, costEffect } from '../../src/server/modules/rate-alerts/rate-alert-mail'
import { pdfText } from '../../src/server/modules/reports/pdf/golden/pdf-text'
import { renderReportPdf } from '../../src/server/modules/reports/pdf/render-report-pdf'
import { sampleReportInput, sampleResults } from '../../src/server/modules/reports/pdf/sample-report'
import type { ListedReport } from '../../src/server/modules/reports/report.repository'
import { toUserReport } from '../../src/server/modules/reports/report.service'

/**
 * One merchant's analysis, made once as the server makes it (the assessment's stored results, frozen into the
 * report's snapshot at purchase), and every surface a user reads rendered from it the way the server serves it:
 * the free result (the assessment API's answer, rendered by the recommendation page), the report PDF's text,
 * the dashboard's report (as the reports API serves it), and the mails that carry the merchant's figures.
 */

const NOW = new Date('2026-11-27T12:00:00Z')
const PUBLIC_URL = 'https://processormatch.example'
const GLOBALS = { brandName: DEFAULT_BRAND_NAME, supportEmail: 'support@example.com', publicUrl: PUBLIC_URL }

/** Markup as a reader sees it: tags dropped, entities decoded, whitespace collapsed. */
export const textOf = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<(style|script)[^>]*>[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

const rowOf = (id: string, answers: EstimateRequestInput, results: AssessmentRow['results']) => {
  const request = EstimateRequestSchema.parse(answers)
  return {
    id,
    email: `${id}@example.com`,
    userId: null,
    businessType: request.businessType,
    industryType: request.industryType,
    monthlyTransactions: request.monthlyTransactions,
    totalMonthlyVolume: String(request.totalMonthlyVolume),
    currentProvider: request.currentProvider ?? null,
    features: request.features,
    assessmentData: request.assessmentData ?? {},
    status: 'completed',
    currentStep: 7,
    maxStep: 6,
    stepDescription: 'Assessment complete',
    results,
    completedAt: NOW,
    createdAt: NOW,
    updatedAt: NOW,
  } as AssessmentRow
}

/** The free result page of an assessment API answer, as text. */
export function freeResultText(response: AssessmentResponse): string {
  const html = renderToString(
    h(
      QueryClientProvider,
      { client: new QueryClient() },
      h(MantineProvider, null, h(MemoryRouter, null, h(RecommendationView, { data: response }))),
    ),
  )
  return textOf(html)
}

export async function surfacesOf(name: string, answers: EstimateRequestInput) {
  const id = `golden-${name}`
  const results = sampleResults(answers)
  const row = rowOf(id, answers, results)

  // The free result: the assessment API's answer, through JSON, rendered by the recommendation page.
  const response = JSON.parse(JSON.stringify(toAssessmentResponse(row))) as AssessmentResponse
  const free = freeResultText(response)

  // The report: frozen from the same stored results, its PDF and the dashboard's reading of it.
  const input = sampleReportInput(answers, { id, now: NOW, results })
  const pdf = (await pdfText((await renderReportPdf(input)).bytes)).replace(/\n--- page \d+\n/g, ' ')
  const { snapshot } = input
  // The dashboard's reading of the report, as its list answers it (the recorded terms included).
  const listed: ListedReport = {
    id,
    userId: 'golden',
    assessmentId: id,
    reportType: input.reportType,
    amountCents: 4999,
    isPaid: true,
    promoCodeId: null,
    paymentIntentId: null,
    snapshot,
    createdAt: input.createdAt,
    expiresAt: input.expiresAt,
    hiddenAt: null,
    heldForClaimAt: null,
    refundRequestedAt: null,
    refundReason: null,
    refundedAt: null,
    refundId: null,
    document: null,
  }
  const report: UserReport = UserReportSchema.parse(JSON.parse(JSON.stringify(toUserReport(listed, NOW))))

  // The mails: the free recommendation, rendered through the template the server sends it with.
  const variables = recommendationMailVariables(id, results, PUBLIC_URL)
  const template = defaultTemplate('recommendation')
  if (!variables || !template) throw new Error(`${name}: no recommendation mail`)
  const mail = renderTemplate(
    { subject: template.subject, html: template.htmlContent, text: template.textContent },
    { ...GLOBALS, ...variables },
  )
  const recommendationMail = `${mail.subject}\n${mail.text}\n${textOf(mail.html)}`

  /**
   * The rate-alert digest's "what it means for you" for a change of one provider's headline fee, from the
   * report the dashboard's tools read (as the digest reads it).
   */
  const rateAlertImpact = (providerId: string, newPercent: number) => {
    const provider = PROVIDERS.find((p) => p.id === providerId)
    if (!provider) throw new Error(`${providerId} is not in the catalogue`)
    const before = {
      percent: provider.cardNotPresent.percent,
      fixedCents: provider.cardNotPresent.fixedCents,
      monthlyCents: provider.monthlyFeeCents,
      setupCents: provider.setupFeeCents,
    }
    return costEffect(provider, before, { ...before, percent: newPercent }, analysisOfReport(report))
  }

  return { results, response, free, snapshot, pdf, report, recommendationMail, rateAlertImpact }
}
