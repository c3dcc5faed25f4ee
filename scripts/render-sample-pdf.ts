import { readFileSync, writeFileSync } from 'node:fs'
import { GOLDEN_MERCHANTS } from '../src/server/modules/reports/pdf/golden/merchants'
import { renderReportPdf } from '../src/server/modules/reports/pdf/render-report-pdf'
import { sampleReportInput } from '../src/server/modules/reports/pdf/sample-report'

/**
 * `npx tsx scripts/render-sample-pdf.ts <out.pdf> [answers.json | merchant]`: a report PDF for one merchant's
 * answers (an estimate request as JSON, or the name of one of the golden merchants in
 * src/server/modules/reports/pdf/golden/merchants.ts; the Square café by default), to look at page by page
 * (`pdftoppm -png -r 50 out.pdf page`).
 */

const [out = 'sample-report.pdf', source = 'square-cafe'] = process.argv.slice(2)
const answers =
  source in GOLDEN_MERCHANTS
    ? GOLDEN_MERCHANTS[source as keyof typeof GOLDEN_MERCHANTS]
    : JSON.parse(readFileSync(source, 'utf8'))
const input = sampleReportInput(answers)
const pdf = await renderReportPdf(input)
writeFileSync(out, pdf.bytes)
const advice = input.snapshot.advice
console.info(`${out}: ${pdf.pages} pages; advice: ${advice?.kind} - ${advice?.headline}`)
