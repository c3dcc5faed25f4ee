import { formatUsd } from '@shared/format'
import { advisedOption, optionLabel, remainingDetails } from '@shared/pricing/advice-options'
import {
  bulletSection,
  bullets,
  colors,
  type Doc,
  paragraph,
  sectionTitle,
  subheading,
  table,
} from './pdf-kit'
import type { ReportPdfInput } from './report-pdf-input'

const TITLES = {
  switch: 'Our advice: switch',
  stay: 'Our advice: stay where you are',
  renegotiate: 'Our advice: renegotiate before you switch',
  choose: 'Our advice for a new account',
} as const

/** The one-line answer, with the switching costs netted against the savings. */
export function adviceSection(doc: Doc, input: ReportPdfInput) {
  const advice = input.snapshot.advice
  if (!advice) return
  sectionTitle(
    doc,
    TITLES[advice.kind],
    `Savings over ${advice.horizonMonths} months are netted against the one-off cost of switching.`,
  )
  paragraph(doc, advice.headline)
  const options = advice.options ?? []
  if (options.length === 0) {
    if (advice.details.length) bullets(doc, advice.details)
    return
  }
  if (advice.incumbent) paragraph(doc, advice.incumbent.note, { color: colors.muted, size: 9.5 })
  const advised = advisedOption(advice)
  subheading(doc, `Your options over ${advice.horizonMonths} months`)
  table(
    doc,
    [
      { header: 'Option', width: 220 },
      { header: 'Monthly cost', width: 90, align: 'right' },
      { header: 'One-off costs', width: 90, align: 'right' },
      { header: `${advice.horizonMonths}-month total`, width: 100, align: 'right' },
    ],
    options.map((o) => [
      `${optionLabel(o)}${o === advised ? ' (our advice)' : ''}`,
      formatUsd(o.monthlyCents),
      formatUsd(o.switchingCostCents),
      formatUsd(o.horizonCostCents),
    ]),
  )
  const rest = remainingDetails(advice)
  if (rest.length) bullets(doc, rest)
  bulletSection(
    doc,
    'How each option is priced',
    options.map((o) => o.summary),
    { size: 9.5 },
  )
}

/** Every provider that cannot take this business, with the reason and where the rule comes from. */
export function excludedProviders(doc: Doc, input: ReportPdfInput) {
  const excluded = input.snapshot.excluded ?? []
  if (excluded.length === 0) return
  sectionTitle(
    doc,
    'Providers left out',
    'These providers were not ranked because they cannot take your business as you described it.',
  )
  table(
    doc,
    [
      { header: 'Provider', width: 120 },
      { header: 'Reason', width: 230 },
      { header: 'Source', width: 150 },
    ],
    excluded.map((x) => [x.name, x.reason, new URL(x.sourceUrl).hostname]),
  )
}
