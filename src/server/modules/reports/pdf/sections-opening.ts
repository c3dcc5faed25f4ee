import {
  INDUSTRY_LABELS,
  INTEGRATION_LABELS,
  POS_SOFTWARE_LABELS,
  PRIORITY_LABELS,
  timelineLabel,
} from '@shared/catalogue/taxonomy'
import { REPORT_LABELS } from '@shared/checkout/prices'
import { formatCount, formatPercentFixed, formatUsd } from '@shared/format'
import { advisedOption, optionLabel } from '@shared/pricing/advice-options'
import type { AdviceOption } from '@shared/pricing/estimate-result'
import { describeStatedTerms } from '@shared/pricing/incumbent'
import { toCents } from '@shared/pricing/money'
import { format } from 'date-fns'
import {
  bulletSection,
  colors,
  contentWidth,
  type Doc,
  facts,
  paragraph,
  safe,
  sectionTitle,
  subheading,
} from './pdf-kit'
import { inDepthCount, type Merchant, merchantOf, type ReportPdfInput } from './report-pdf-input'

const usd = (dollars: number) => formatUsd(toCents(dollars))
const day = (d: Date) => format(d, 'MMMM d, yyyy')
const label = (map: Record<string, string>, id: string | null) => (id ? (map[id] ?? id) : 'Not given')

/**
 * The lever that matters for this merchant, when they have a current deal: what they pay today, the advised
 * path and the other paths priced beside it (advised first), each with its saving against today.
 */
export function leverOf(input: ReportPdfInput) {
  const advice = input.snapshot.advice
  const options = advice?.options ?? []
  if (!advice || options.length === 0) return null
  const advised = advisedOption(advice) ?? options[0]
  if (!advised) return null
  const today = advice.currentMonthlyCents
  const savingOf = (o: AdviceOption) => (today === null ? null : today - o.monthlyCents)
  return {
    advice,
    today,
    advised,
    saving: savingOf(advised),
    paths: [advised, ...options.filter((o) => o !== advised)],
    savingOf,
  }
}

/** "$292.20 a month less than today ($3,506.40 a year)", or the extra cost, or nothing without today's cost. */
export function savingPhrase(saving: number | null): string {
  if (saving === null) return ''
  if (saving > 0) return `, ${formatUsd(saving)} a month less than today (${formatUsd(saving * 12)} a year)`
  if (saving < 0) return `, ${formatUsd(-saving)} a month more than today`
  return ', the same as today'
}

export function cover(doc: Doc, input: ReportPdfInput) {
  const { width, height } = doc.page
  const top = input.snapshot.recommendations[0]
  const savings = input.snapshot.savings
  doc.rect(0, 0, width, 260).fill(colors.brand)
  doc.font('Helvetica-Bold').fontSize(14).fillColor('#ffffff').text(safe(input.brandName), 54, 54)
  doc
    .font('Helvetica-Bold')
    .fontSize(30)
    .text(safe(REPORT_LABELS[input.reportType]), 54, 110, { width: width - 108 })
  doc
    .font('Helvetica')
    .fontSize(12)
    .text(`Card-processing analysis prepared ${day(input.createdAt)}`, 54, doc.y + 10)
  doc.y = 300
  doc.x = 54
  const lever = leverOf(input)
  if (top) {
    const boxes: [string, string][] = lever
      ? [
          ['Our advice', optionLabel(lever.advised)],
          ['Monthly cost on that path', formatUsd(lever.advised.monthlyCents)],
          lever.saving !== null && lever.saving > 0
            ? ['Saving against today', `${formatUsd(lever.saving)} a month`]
            : [
                'What you pay today',
                lever.today === null ? 'Not known' : `${formatUsd(lever.today)} a month`,
              ],
        ]
      : [
          ['Best match', top.pspProvider.name],
          ['Estimated monthly cost', formatUsd(top.estimatedMonthlyCostCents)],
          ['Potential annual savings', savings ? usd(savings.annualSavings) : '$0.00'],
        ]
    const w = (width - 108 - 24) / 3
    boxes.forEach(([k, v], i) => {
      const x = 54 + i * (w + 12)
      doc.roundedRect(x, 300, w, 80, 6).fill(colors.band)
      doc
        .font('Helvetica')
        .fontSize(9)
        .fillColor(colors.muted)
        .text(safe(k), x + 12, 314, { width: w - 24 })
      doc
        .font('Helvetica-Bold')
        .fontSize(15)
        .fillColor(colors.ink)
        .text(safe(v), x + 12, 334, { width: w - 24 })
    })
  }
  doc.font('Helvetica').fontSize(10).fillColor(colors.muted)
  doc.text(`Report ${input.id}`, 54, height - 150)
  doc.text(`Providers ranked: ${formatCount(input.snapshot.recommendations.length)}`)
  doc.text(`Your access to this report runs until ${day(input.expiresAt)}.`)
  doc.moveDown(0.5)
  doc.text(
    safe(
      'Figures are estimates from each provider’s published prices on your numbers; every figure’s source and date is listed at the end. They are not a quote.',
    ),
    { width: width - 108 },
  )
}

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five']

/** "the top three", or "the one provider" when fewer are ranked than the report describes in depth. */
function inDepthPhrase(input: ReportPdfInput): string {
  const n = Math.min(inDepthCount(input.reportType), input.snapshot.recommendations.length)
  return n === 1 ? 'the one provider ranked' : `the top ${NUMBER_WORDS[n] ?? formatCount(n)}`
}

function volumeSentence(m: Merchant): string {
  if (m.monthlyTransactions === null || m.monthlyVolume === null) return 'On the figures you gave'
  return `On your figures of ${formatCount(m.monthlyTransactions)} card payments a month, ${usd(m.monthlyVolume)} in volume (an average of ${usd(m.averageTicket ?? 0)})`
}

export function executiveSummary(doc: Doc, input: ReportPdfInput) {
  const m = merchantOf(input)
  const [top, ...others] = input.snapshot.recommendations
  const savings = input.snapshot.savings
  sectionTitle(doc, 'Executive summary')
  if (!top) {
    paragraph(doc, 'No provider in the catalogue could be ranked on these figures.')
    return
  }
  const lever = leverOf(input)
  if (lever) {
    // With a current deal, the advice (stay, ask, or switch, priced side by side) is the answer: it comes
    // first, with what the merchant pays today and every path priced against it.
    const current = lever.paths.find((o) => o.kind === 'stay')?.providerName ?? 'your current provider'
    paragraph(
      doc,
      `${volumeSentence(m)}, you pay ${current} ${lever.today === null ? 'an amount we could not price' : `about ${formatUsd(lever.today)} a month today`}.`,
    )
    paragraph(doc, `Our advice: ${lever.advice.headline}`)
    bulletSection(
      doc,
      'Your options, our advice first',
      lever.paths.map(
        (o) =>
          `${optionLabel(o)}: ${formatUsd(o.monthlyCents)} a month${o.kind === 'stay' ? '' : savingPhrase(lever.savingOf(o))}${o.switchingCostCents > 0 ? `, after ${formatUsd(o.switchingCostCents)} of one-off costs` : ''}.`,
      ),
    )
    subheading(doc, 'How the providers rank')
  }
  const ledByAdvice = lever?.paths.some((o) => o.kind === 'stay' && o.providerId === top.pspProvider.id)
  paragraph(
    doc,
    ledByAdvice
      ? `The ranking leads with ${top.pspProvider.name}, scored ${Math.round(top.matchScore)}%, because the advice is to keep it at a better price. Its published or typical prices on your numbers come to about ${formatUsd(top.estimatedMonthlyCostCents)} a month (${formatPercentFixed(top.effectiveRate)} of your card volume)${lever?.today != null && lever.today !== top.estimatedMonthlyCostCents ? `, against the ${formatUsd(lever.today)} you pay today` : ''}.`
      : `${lever ? 'On cost and fit together' : volumeSentence(m)}, ${top.pspProvider.name} is your best match with a score of ${Math.round(top.matchScore)}%. It would cost about ${formatUsd(top.estimatedMonthlyCostCents)} a month, ${formatPercentFixed(top.effectiveRate)} of your card volume.`,
  )
  if (lever) {
    // The advice above already prices every path against today.
  } else if (savings && savings.annualSavings > 0) {
    paragraph(
      doc,
      `Against your baseline (${savings.baselineLabel}, about ${usd(savings.currentMonthlyCost)} a month) that is ${usd(savings.monthlySavings)} a month, or about ${usd(savings.annualSavings)} a year.`,
    )
  } else if (savings) {
    paragraph(
      doc,
      `Your baseline (${savings.baselineLabel}) is already about as low as the best match: the gain from switching is in fit, not in price.`,
    )
  }
  bulletSection(doc, `Why ${top.pspProvider.name}`, top.reasons)
  bulletSection(
    doc,
    'The runners-up',
    others
      .slice(0, 4)
      .map(
        (r, i) =>
          `${i + 2}. ${r.pspProvider.name}: ${Math.round(r.matchScore)}% match, about ${formatUsd(r.estimatedMonthlyCostCents)} a month (${formatPercentFixed(r.effectiveRate)}).`,
      ),
  )
  subheading(doc, 'How to read this report')
  paragraph(
    doc,
    `The ranking weighs cost on your numbers most, then how each provider serves the priorities you chose, your industry, your volume and the integrations you need. Pages that follow show every provider's cost line by line, ${inDepthPhrase(input)} in depth, a plan that follows the advice, negotiation scripts with your figures, the assumptions behind each estimate and the source of every figure.`,
    { color: colors.muted },
  )
}

export function merchantProfile(doc: Doc, input: ReportPdfInput) {
  const m = merchantOf(input)
  sectionTitle(doc, 'Your business and what you pay today')
  const rows: [string, string][] = [
    ['Business type', m.businessType[0]?.toUpperCase() + m.businessType.slice(1)],
    ['Industry', m.industryOther ?? label(INDUSTRY_LABELS, m.industryType)],
    [
      'Card payments a month',
      m.monthlyTransactions === null ? 'Not given' : formatCount(m.monthlyTransactions),
    ],
    ['Card volume a month', m.monthlyVolume === null ? 'Not given' : usd(m.monthlyVolume)],
    ['Average payment', m.averageTicket === null ? 'Not given' : usd(m.averageTicket)],
    ['Current provider', m.currentProvider && m.currentProvider !== 'none' ? m.currentProvider : 'None yet'],
    [
      'Priorities, most important first',
      m.features.map((f) => label(PRIORITY_LABELS, f)).join(', ') || 'None chosen',
    ],
    [
      'Integrations needed',
      m.integrations.map((f) => label(INTEGRATION_LABELS, f)).join(', ') || 'Not given',
    ],
    ['Timeline', timelineLabel(m.timeline) ?? m.timeline ?? 'Not given'],
  ]
  if (input.reportType === 'paid_enterprise') {
    rows.push(
      ['Locations', m.locations === null ? 'Not given' : formatCount(m.locations)],
      [
        'International card share',
        m.internationalShare === null ? 'Not given' : `${Math.round(m.internationalShare * 100)}%`,
      ],
      ['Fees paid last month', m.lastMonthFees === null ? 'Not given' : usd(m.lastMonthFees)],
      ['Current contract ends', m.contractEndDate ?? 'Not given'],
    )
  }
  // What the merchant told us about the current deal, when they did.
  if (m.posSoftware) rows.push(['Point-of-sale software', label(POS_SOFTWARE_LABELS, m.posSoftware)])
  if (m.currentPricing) rows.push(['What you pay them', describeStatedTerms(m.currentPricing)])
  if (input.reportType !== 'paid_enterprise' && m.lastMonthFees !== null)
    rows.push(['Fees paid last month', usd(m.lastMonthFees)])
  if (m.earlyTerminationFee !== null) rows.push(['Early-termination fee', usd(m.earlyTerminationFee)])
  if (m.equipmentLeaseMonthly !== null)
    rows.push(['Equipment lease', `${usd(m.equipmentLeaseMonthly)} a month`])
  facts(doc, rows)
  const savings = input.snapshot.savings
  const incumbent = input.snapshot.advice?.incumbent
  if (savings && incumbent) {
    subheading(doc, 'Your baseline')
    paragraph(
      doc,
      `This report compares every provider with a baseline of about ${usd(savings.currentMonthlyCost)} a month (${savings.baselineLabel}). ${incumbent.note}`,
    )
  } else if (savings) {
    subheading(doc, 'Your baseline')
    paragraph(
      doc,
      `This report compares every provider with a baseline of about ${usd(savings.currentMonthlyCost)} a month (${savings.baselineLabel}). ${
        savings.baselineLabel === 'vs. your current fees'
          ? 'That is the amount you told us you paid in fees last month.'
          : savings.baselineLabel === 'vs. higher-cost providers'
            ? 'You did not name a provider we could match, so the baseline is the provider a quarter of the way down the list sorted by cost, most expensive first.'
            : 'That is what your current provider would cost on your numbers at its published prices.'
      }`,
    )
  }
  const width = contentWidth(doc)
  doc.moveDown(0.5)
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(colors.muted)
    .text(safe('Answers as you gave them when the report was made.'), { width })
}
