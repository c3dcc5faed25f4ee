import { formatUsd, toCents } from '@shared/pricing/money'
import {
  colors,
  contentWidth,
  type Doc,
  ensureSpace,
  paragraph,
  safe,
  sectionTitle,
  subheading,
} from './pdf-kit'
import { merchantOf, type ReportPdfInput } from './report-pdf-input'

const weeks: Record<string, string[]> = {
  immediate: ['Days 1-2', 'Days 3-5', 'Week 2', 'Week 2', 'Week 3', 'Week 3', 'Week 4', 'Week 4'],
  soon: ['Week 1', 'Week 2', 'Weeks 3-4', 'Week 5', 'Week 6', 'Week 7', 'Week 8', 'Week 9'],
}

export function implementationPlan(doc: Doc, input: ReportPdfInput) {
  const steps = input.snapshot.implementationGuide
  const m = merchantOf(input)
  const when = weeks[m.timeline ?? ''] ?? weeks.soon ?? []
  sectionTitle(
    doc,
    'Implementation guide',
    'A switching plan for your best match, in order, with a suggested timeline.',
  )
  const left = doc.page.margins.left
  steps.forEach((step, i) => {
    ensureSpace(doc, 70)
    const y = doc.y
    doc.circle(left + 9, y + 8, 9).fill(colors.brand)
    doc
      .font('Helvetica-Bold')
      .fontSize(9)
      .fillColor('#ffffff')
      .text(String(i + 1), left, y + 4, { width: 18, align: 'center' })
    if (i < steps.length - 1) {
      doc
        .moveTo(left + 9, y + 19)
        .lineTo(left + 9, y + 60)
        .lineWidth(1.5)
        .strokeColor(colors.rule)
        .stroke()
    }
    doc
      .font('Helvetica')
      .fontSize(8.5)
      .fillColor(colors.muted)
      .text(safe(when[i] ?? 'Later'), left + 28, y, { width: 80 })
    doc
      .font('Helvetica-Bold')
      .fontSize(11)
      .fillColor(colors.ink)
      .text(safe(step.title), left + 28, doc.y, { width: contentWidth(doc) - 28 })
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(colors.ink)
      .text(safe(step.detail), left + 28, doc.y + 2, {
        width: contentWidth(doc) - 28,
        lineGap: 2,
      })
    doc.y = Math.max(doc.y + 12, y + 64)
  })
  doc.x = left
}

function script(doc: Doc, title: string, lines: readonly string[]) {
  subheading(doc, title)
  const left = doc.page.margins.left
  const text = safe(lines.join('\n\n'))
  doc.font('Helvetica').fontSize(10)
  const h = doc.heightOfString(text, { width: contentWidth(doc) - 24, lineGap: 2 }) + 20
  ensureSpace(doc, Math.min(h, 400))
  const y = doc.y
  doc.rect(left, y, 3, h).fill(colors.brand)
  doc.rect(left + 3, y, contentWidth(doc) - 3, h).fill(colors.band)
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(colors.ink)
    .text(text, left + 14, y + 10, {
      width: contentWidth(doc) - 24,
      lineGap: 2,
    })
  doc.y = y + h + 10
  doc.x = left
}

export function negotiationScripts(doc: Doc, input: ReportPdfInput) {
  const m = merchantOf(input)
  const [top, second] = input.snapshot.recommendations
  const savings = input.snapshot.savings
  sectionTitle(
    doc,
    'Negotiation scripts',
    'Use these with your current provider before you switch: a competing offer on your own numbers is the strongest lever you have.',
  )
  if (!top) return
  const current =
    m.currentProvider && !['none', 'other'].includes(m.currentProvider)
      ? m.currentProvider
      : 'your current provider'
  const volume =
    m.monthlyVolume === null
      ? 'our monthly card volume'
      : `${formatUsd(toCents(m.monthlyVolume))} a month in card payments`
  const baseline = savings ? formatUsd(toCents(savings.currentMonthlyCost)) : 'what we pay now'
  const offer = `${formatUsd(top.estimatedMonthlyCostCents)} a month (${top.effectiveRate.toFixed(2)}% all-in)`
  script(doc, `Email to ${current}`, [
    `Subject: Our processing rates`,
    `Hello, we process ${volume} with you${m.monthlyTransactions ? ` across about ${m.monthlyTransactions.toLocaleString('en-US')} payments` : ''}. We have compared providers on our own figures: ${top.pspProvider.name} would cost us about ${offer}, against about ${baseline} today.`,
    `We would rather stay. Can you match an effective rate of ${top.effectiveRate.toFixed(2)}% and waive the monthly and PCI fees? Please send revised pricing in writing by the end of next week.`,
  ])
  script(doc, 'On the phone', [
    `"We are reviewing our card processing. On our volume the best offer we have is ${offer}. What is the lowest rate you can give us, in writing?"`,
    `If they offer less than that: "Thank you. ${second ? `${second.pspProvider.name} is also ahead of you at ${formatUsd(second.estimatedMonthlyCostCents)} a month. ` : ''}We will decide by the end of the month."`,
    `Ask about: the early-termination fee, any monthly minimum, PCI fees, and whether the new rate is fixed for at least a year.`,
  ])
  if (input.reportType === 'paid_enterprise') {
    script(doc, 'Request for proposal (enterprise)', [
      `We invite a proposal for card acceptance at ${volume}${m.locations ? ` across ${m.locations} locations` : ''}${m.internationalShare ? `, with about ${Math.round(m.internationalShare * 100)}% of volume on international cards` : ''}.`,
      `Please quote interchange-plus pricing with your margin per card-present and card-not-present transaction, every monthly and per-location fee, chargeback and early-termination fees, payout timing, and the contract term.`,
      `Proposals are compared on the effective rate on our own figures; today's best is ${top.effectiveRate.toFixed(2)}%.`,
    ])
  }
  paragraph(
    doc,
    'Never sign a contract longer than two years or with an early-termination fee over $500 without a price that justifies it.',
    {
      color: colors.muted,
      size: 9,
    },
  )
}
