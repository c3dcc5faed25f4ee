import { REPORT_LABELS } from '@shared/checkout/prices'
import { createDoc, decoratePages, toBuffer } from './pdf-kit'
import type { ReportPdfInput } from './report-pdf-input'
import { topInDepth } from './sections-depth'
import { adviceSection, excludedProviders } from './sections-eligibility'
import { cover, executiveSummary, merchantProfile } from './sections-opening'
import { implementationPlan, negotiationScripts } from './sections-plan'
import { costBreakdowns, costChart, rankedTable } from './sections-ranking'
import { assumptions, glossary, sources } from './sections-reference'

export type RenderedPdf = { bytes: Buffer; pages: number }

/** The paid report as a PDF: real text, page-numbered, every figure from the frozen snapshot. */
export async function renderReportPdf(input: ReportPdfInput): Promise<RenderedPdf> {
  const title = `${REPORT_LABELS[input.reportType]} - ${input.brandName}`
  const doc = createDoc({ Title: title, Author: input.brandName, Subject: `Report ${input.id}` })
  cover(doc, input)
  executiveSummary(doc, input)
  merchantProfile(doc, input)
  adviceSection(doc, input)
  rankedTable(doc, input)
  excludedProviders(doc, input)
  costChart(doc, input)
  topInDepth(doc, input)
  implementationPlan(doc, input)
  negotiationScripts(doc, input)
  costBreakdowns(doc, input)
  assumptions(doc, input)
  sources(doc, input)
  glossary(doc)
  const pages = doc.bufferedPageRange().count
  decoratePages(doc, title, `Report ${input.id} - estimates from published prices, not a quote`)
  return { bytes: await toBuffer(doc), pages }
}
