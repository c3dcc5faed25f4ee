import { countOf, formatPercentFixed, formatUsd } from '@shared/format'
import { SETUP_AMORTISATION_MONTHS } from '@shared/pricing/fee-defaults'
import {
  bottomLimit,
  colors,
  contentWidth,
  type Doc,
  ensureSpace,
  paragraph,
  safe,
  sectionTitle,
  table,
} from './pdf-kit'
import type { ReportPdfInput } from './report-pdf-input'

const pricing: Record<string, string> = {
  flat: 'Flat rate',
  interchange_plus: 'Interchange-plus',
  quote: 'Quote',
  subscription: 'Subscription',
  tiered: 'Tiered',
}

/** The ranked list's first sentence, in the singular for one provider. */
const rankedIntro = (n: number) =>
  n === 1
    ? 'The one provider that can take your business as you described it, on your numbers.'
    : `The ${countOf(n, 'provider')} that can take your business as you described it, ranked on your numbers.`

/** The setup-fee spread the analysis used ("36 months"), from its assumptions. */
export const setupMonths = (input: ReportPdfInput) =>
  countOf(input.snapshot.assumptions?.setupAmortisationMonths ?? SETUP_AMORTISATION_MONTHS, 'month')

export function rankedTable(doc: Doc, input: ReportPdfInput) {
  const recs = input.snapshot.recommendations
  sectionTitle(
    doc,
    'Every provider, ranked',
    `${rankedIntro(recs.length)} Monthly cost includes processing, monthly and per-location fees and setup fees spread over ${setupMonths(input)}.`,
  )
  table(
    doc,
    [
      { header: '#', width: 22 },
      { header: 'Provider', width: 150 },
      { header: 'Match', width: 50, align: 'right' },
      { header: 'Monthly cost', width: 80, align: 'right' },
      { header: 'Effective rate', width: 70, align: 'right' },
      { header: 'Pricing', width: 95 },
    ],
    recs.map((r, i) => [
      String(i + 1),
      r.pspProvider.name + (r.pspProvider.isEstimate ? ' *' : ''),
      `${Math.round(r.matchScore)}%`,
      formatUsd(r.estimatedMonthlyCostCents),
      formatPercentFixed(r.effectiveRate),
      pricing[r.pspProvider.pricingModel] ?? r.pspProvider.pricingModel,
    ]),
    // Small enough that a full catalogue's ranking fits on one page.
    { size: 8 },
  )
  if (recs.some((r) => r.pspProvider.isEstimate)) {
    paragraph(doc, '* Quote-based provider: the figures model typical terms, the provider’s quote decides.', {
      color: colors.muted,
      size: 9,
    })
  }
}

export function costChart(doc: Doc, input: ReportPdfInput) {
  const recs = [...input.snapshot.recommendations].sort(
    (a, b) => a.estimatedMonthlyCostCents - b.estimatedMonthlyCostCents,
  )
  sectionTitle(doc, 'Cost comparison', 'Estimated monthly cost on your numbers, cheapest first.')
  const max = Math.max(1, ...recs.map((r) => r.estimatedMonthlyCostCents))
  const left = doc.page.margins.left
  const labelWidth = 150
  const valueWidth = 70
  const barMax = contentWidth(doc) - labelWidth - valueWidth - 8
  const top = recs[0]?.pspProvider.id
  const best = input.snapshot.recommendations[0]?.pspProvider.id
  // Room is kept for the legend under the bars, so it does not spill onto a page of its own.
  const rowHeight = Math.min(20, Math.max(12, (bottomLimit(doc) - doc.y - 60) / Math.max(1, recs.length)))
  for (const r of recs) {
    ensureSpace(doc, rowHeight)
    const y = doc.y
    const w = Math.max(2, (r.estimatedMonthlyCostCents / max) * barMax)
    doc
      .font('Helvetica')
      .fontSize(8.5)
      .fillColor(colors.ink)
      .text(safe(r.pspProvider.name), left, y + 2, {
        width: labelWidth - 6,
        lineBreak: false,
        ellipsis: true,
      })
    const fill =
      r.pspProvider.id === best ? colors.savings : r.pspProvider.id === top ? colors.brand : colors.bar
    doc.rect(left + labelWidth, y + 1, w, rowHeight - 5).fill(fill)
    doc
      .font('Helvetica-Bold')
      .fontSize(8.5)
      .fillColor(colors.ink)
      .text(formatUsd(r.estimatedMonthlyCostCents), left + labelWidth + w + 4, y + 2, {
        width: valueWidth,
        lineBreak: false,
      })
    doc.y = y + rowHeight
  }
  doc.x = left
  doc.moveDown(1)
  const name = (id: string | undefined) => recs.find((r) => r.pspProvider.id === id)?.pspProvider.name ?? ''
  paragraph(
    doc,
    top === best
      ? `Green: ${name(best)}, first in the ranking and the cheapest on cost alone.`
      : `Green: ${name(best)}, first in the ranking. Dark blue: ${name(top)}, the cheapest on cost alone.`,
    {
      color: colors.muted,
      size: 9,
    },
  )
}

export function costBreakdowns(doc: Doc, input: ReportPdfInput) {
  sectionTitle(
    doc,
    'Monthly cost, line by line',
    'How each estimate is built: every fee that applies on your numbers, with the rate behind it.',
  )
  for (const [i, r] of input.snapshot.recommendations.entries()) {
    const rows = r.breakdown.map((line) => [line.label, line.detail, formatUsd(line.cents)])
    rows.push([
      'Total',
      `${formatPercentFixed(r.effectiveRate)} of volume`,
      formatUsd(r.estimatedMonthlyCostCents),
    ])
    ensureSpace(doc, 40 + rows.length * 16)
    doc
      .font('Helvetica-Bold')
      .fontSize(11)
      .fillColor(colors.brandDark)
      .text(safe(`${i + 1}. ${r.pspProvider.name}`))
    doc.moveDown(0.2)
    table(
      doc,
      [
        { header: 'Fee', width: 150 },
        { header: 'How it is charged', width: 240 },
        { header: 'Per month', width: 80, align: 'right' },
      ],
      rows,
      { size: 8.5 },
    )
  }
}
