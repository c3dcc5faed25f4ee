import { describeOtherFees } from '@shared/catalogue/other-fees'
import { INTEGRATION_LABELS } from '@shared/catalogue/taxonomy'
import { formatPercentFixed, formatUsd } from '@shared/format'
import { bulletSection, colors, type Doc, facts, paragraph, sectionTitle, subheading } from './pdf-kit'
import { inDepthCount, type Recommendation, type ReportPdfInput } from './report-pdf-input'

function providerInDepth(doc: Doc, input: ReportPdfInput, r: Recommendation, rank: number) {
  const p = input.providers.get(r.pspProvider.id)
  sectionTitle(doc, `${rank}. ${r.pspProvider.name}`, r.pspProvider.description)
  facts(doc, [
    ['Match score', `${Math.round(r.matchScore)}%`],
    [
      'Estimated monthly cost',
      `${formatUsd(r.estimatedMonthlyCostCents)} (${formatPercentFixed(r.effectiveRate)} of volume)`,
    ],
    [
      'Headline online rate',
      `${r.pspProvider.transactionFeePercent}% + ${formatUsd(Math.round(r.pspProvider.transactionFeeFixed * 100))}`,
    ],
    [
      'Monthly fee / setup fee',
      `${formatUsd(Math.round(r.pspProvider.monthlyFee * 100))} / ${formatUsd(Math.round(r.pspProvider.setupFee * 100))}`,
    ],
    ['Rank on cost alone', `${r.costRank} of ${input.snapshot.recommendations.length}`],
  ])
  bulletSection(doc, 'Why it ranks here', r.reasons)
  paragraph(
    doc,
    `Score: ${r.scoreFactors.map((f) => `${f.label} ${Math.round(f.value * 100)}/100 (weight ${Math.round(f.weight * 100)}%)`).join(' · ')}.`,
    { color: colors.muted, size: 9 },
  )
  if (!p) {
    paragraph(
      doc,
      'This provider has since left the catalogue; its figures are as they stood when the report was made.',
      {
        color: colors.muted,
      },
    )
    return
  }
  bulletSection(doc, 'Pros', p.pros, { size: 10 })
  bulletSection(doc, 'Cons', p.cons, { size: 10 })
  subheading(doc, 'Contract, payouts and extra fees')
  const fees = describeOtherFees(p.otherFees)
  facts(doc, [
    ['Contract', p.contract.summary],
    ['Payouts', p.payout.summary],
    ['Extra fees', fees.join('; ') || 'None published'],
    ['Integrations', p.integrations.map((i) => INTEGRATION_LABELS[i]).join(', ') || 'Not listed'],
    ['Best for', p.bestFor],
    ['Website', p.website],
  ])
}

export function topInDepth(doc: Doc, input: ReportPdfInput) {
  const recs = input.snapshot.recommendations.slice(0, inDepthCount(input.reportType))
  for (const [i, r] of recs.entries()) providerInDepth(doc, input, r, i + 1)
}
