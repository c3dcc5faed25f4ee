import { formatUsd, wholePercents } from '@shared/format'
import { toCents } from '@shared/pricing/money'
import { bulletSection, colors, type Doc, facts, paragraph, sectionTitle, subheading, table } from './pdf-kit'
import type { ReportPdfInput } from './report-pdf-input'
import { setupMonths } from './sections-ranking'

export function assumptions(doc: Doc, input: ReportPdfInput) {
  const a = input.snapshot.assumptions
  sectionTitle(
    doc,
    'Assumptions',
    'Every estimate in this report rests on these assumptions about your payments.',
  )
  if (!a) {
    paragraph(doc, 'No assumptions were recorded for this report.')
    return
  }
  const pct = (n: number) => `${Math.round(n * 100)}%`
  // Shares of one whole are shown so that they add up to 100%.
  const channel = wholePercents([a.channelSplit.cardPresent, a.channelSplit.online, a.channelSplit.keyed])
  const mix = wholePercents(a.cardMix.map((c) => c.share))
  facts(doc, [
    ['Average payment', formatUsd(toCents(a.averageTicket))],
    ['In person / online / keyed', channel.map((p) => `${p}%`).join(' / ')],
    ['International cards', pct(a.internationalShare)],
    ['Setup fees spread over', setupMonths(input)],
  ])
  subheading(doc, 'Card mix and interchange')
  table(
    doc,
    [
      { header: 'Card type', width: 170 },
      { header: 'Share', width: 60, align: 'right' },
      { header: 'In person', width: 110 },
      { header: 'Online', width: 110 },
    ],
    a.cardMix.map((c, i) => [c.label, `${mix[i] ?? 0}%`, c.cardPresentRate, c.cardNotPresentRate]),
  )
  bulletSection(doc, 'Notes', a.notes)
}

const confidence: Record<string, string> = {
  published: 'Published by the provider',
  third_party: 'Third-party report',
  typical_terms: 'Typical terms',
}

export function sources(doc: Doc, input: ReportPdfInput) {
  sectionTitle(
    doc,
    'Sources',
    'Where every figure comes from and when it was checked. Prices change: check the provider’s page before you sign.',
  )
  const rows: string[][] = []
  for (const r of input.snapshot.recommendations) {
    const p = input.providers.get(r.pspProvider.id)
    rows.push([
      r.pspProvider.name,
      'Rates',
      r.pspProvider.sourceUrl,
      r.pspProvider.asOf,
      r.pspProvider.isEstimate ? (confidence.typical_terms ?? '') : (confidence.published ?? ''),
    ])
    for (const s of p?.figureSources ?? []) {
      rows.push([
        r.pspProvider.name,
        s.group[0]?.toUpperCase() + s.group.slice(1),
        s.url,
        s.asOf,
        confidence[s.confidence] ?? s.confidence,
      ])
    }
  }
  table(
    doc,
    [
      { header: 'Provider', width: 95 },
      { header: 'Figures', width: 50 },
      { header: 'Source', width: 200 },
      { header: 'As of', width: 62 },
      { header: 'Confidence', width: 80 },
    ],
    rows,
    { size: 7.5 },
  )
  paragraph(
    doc,
    'Interchange rates: the card networks’ published US interchange schedules (Visa, Mastercard), as summarised in the methodology.',
    {
      color: colors.muted,
      size: 9,
    },
  )
}

const terms: [string, string][] = [
  [
    'Interchange',
    'The fee the card-issuing bank receives on each payment; set by the card networks, the same whichever provider you use.',
  ],
  ['Assessment fee', 'The card network’s own small charge on each payment (Visa, Mastercard).'],
  [
    'Interchange-plus',
    'Pricing that passes interchange and network fees through at cost and adds a fixed margin you can compare.',
  ],
  [
    'Flat rate',
    'One percentage plus a fixed fee on every payment, whatever the card; simple, dearer on low-cost cards.',
  ],
  [
    'Tiered pricing',
    'Rates bundled into qualified, mid-qualified and non-qualified tiers chosen by the provider; hard to compare.',
  ],
  [
    'Effective rate',
    'Everything you pay in a month divided by your card volume: the one number to compare providers on.',
  ],
  [
    'Card present / not present',
    'In-person payments (chip, tap) versus online or keyed payments, which carry higher interchange.',
  ],
  [
    'Chargeback',
    'A payment reversed by the cardholder’s bank after a dispute; providers charge a fee per case.',
  ],
  [
    'PCI compliance fee',
    'A charge some providers add for card-security compliance, often monthly or yearly.',
  ],
  ['Monthly minimum', 'A floor on monthly processing fees; you pay the difference when you process less.'],
  ['Early-termination fee', 'What leaving a contract before its term costs.'],
  ['Payout', 'How soon payments reach your bank account after capture.'],
  [
    'Gateway',
    'The service that passes online payments to the processor; some providers charge for it separately.',
  ],
]

export function glossary(doc: Doc) {
  sectionTitle(doc, 'Glossary')
  facts(doc, terms)
}
