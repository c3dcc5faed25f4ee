import { TIMELINE_WINDOWS, type Timeline } from '@shared/catalogue/taxonomy'
import { countOf, formatPercentFixed, formatUsd } from '@shared/format'
import { bestMove } from '@shared/pricing/advice-options'
import { toCents } from '@shared/pricing/money'
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

/**
 * When each step falls, inside the window the merchant gave (TIMELINE_WINDOWS): the last step of a plan, the
 * review, comes 90 days after the change whatever the window.
 */
const schedule: Record<Timeline, string[]> = {
  immediate: ['Day 1', 'Days 2-3', 'Days 4-6', 'Days 7-9', 'Days 10-12', 'Days 13-14'],
  soon: ['Week 1', 'Week 2', 'Weeks 3-4', 'Weeks 5-6', 'Weeks 7-8', 'Weeks 9-12'],
  planning: ['Now', 'Month 1', 'Month 2', 'Month 3', 'Months 4-5', 'Month 6'],
  future: [
    'Now',
    'Before you decide',
    'When you decide',
    'When you decide',
    'At the change',
    'At the change',
  ],
}
const REVIEW_LABEL = '90 days on'

const timelineOf = (id: string | null): Timeline => (id && id in schedule ? (id as Timeline) : 'soon')

export function implementationPlan(doc: Doc, input: ReportPdfInput) {
  const steps = input.snapshot.implementationGuide
  const m = merchantOf(input)
  const staying = input.snapshot.advice?.kind === 'stay'
  const timeline = timelineOf(m.timeline)
  const when = staying
    ? ['Now', 'Each quarter', 'Before renewal']
    : steps.map((step, i) =>
        i === steps.length - 1 && step.title.startsWith('Review after')
          ? REVIEW_LABEL
          : (schedule[timeline][i] ?? 'Later'),
      )
  const window = m.timeline
    ? ` for a change ${TIMELINE_WINDOWS[timeline].window}, as you planned`
    : ` for a change ${TIMELINE_WINDOWS[timeline].window} (you gave no timeline)`
  const kind = input.snapshot.advice?.kind
  const current = currentOf(input).name ?? 'your current provider'
  sectionTitle(
    doc,
    'Implementation guide',
    kind === 'renegotiate'
      ? `A plan to lower what you pay ${current}, in order, with a suggested timeline${window}; moving to another provider is the fallback.`
      : kind === 'stay'
        ? `What to keep an eye on while you stay with ${current}.`
        : `A switching plan for your best match, in order, with a suggested timeline${window}.`,
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

/** The current provider as the advice and the answers name it, and its catalogue id when known. */
function currentOf(input: ReportPdfInput) {
  const m = merchantOf(input)
  const stay = input.snapshot.advice?.options?.find((o) => o.kind === 'stay')
  const named =
    m.currentProvider && !['none', 'other'].includes(m.currentProvider.toLowerCase())
      ? m.currentProvider
      : null
  const savings = input.snapshot.savings
  const id =
    stay?.providerId ??
    (savings && savings.baselineSource !== 'percentile_baseline' ? savings.baselineProviderId : null)
  return { name: stay?.providerName ?? named, id: stay || named ? id : null }
}

/**
 * Scripts that follow the advice: to the current provider, citing a competing price from another provider
 * (never the current provider's own), asking for the custom price the advice priced; to the chosen provider
 * when the merchant has none yet.
 */
export function negotiationScripts(doc: Doc, input: ReportPdfInput) {
  const m = merchantOf(input)
  const advice = input.snapshot.advice
  const current = currentOf(input)
  const volume =
    m.monthlyVolume === null
      ? 'our monthly card volume'
      : `${formatUsd(toCents(m.monthlyVolume))} a month in card payments`
  const rateOf = (cents: number) =>
    m.monthlyVolume ? `${formatPercentFixed((cents / toCents(m.monthlyVolume)) * 100)} all-in` : null
  const priced = (cents: number) => {
    const rate = rateOf(cents)
    return `${formatUsd(cents)} a month${rate ? ` (${rate})` : ''}`
  }
  const payments = m.monthlyTransactions ? ` across about ${countOf(m.monthlyTransactions, 'payment')}` : ''
  const rivals = input.snapshot.recommendations.filter((r) => r.pspProvider.id !== current.id)
  const [top, second] = rivals

  if (!current.name) {
    sectionTitle(
      doc,
      'Negotiation scripts',
      'Use these with the provider you choose before you sign: a competing price on your own numbers is the strongest lever you have.',
    )
    if (!top) return
    script(doc, `Email to ${top.pspProvider.name}`, [
      'Subject: Pricing for a new merchant account',
      `Hello, we are opening a merchant account for ${volume}${payments}. On your published prices we estimate ${priced(top.estimatedMonthlyCostCents)}${second ? `; ${second.pspProvider.name} comes to ${formatUsd(second.estimatedMonthlyCostCents)} a month` : ''}.`,
      'Can you confirm that price in writing, with no monthly minimum, no setup fee and no early-termination fee?',
    ])
    closingNote(doc)
    return
  }

  const name = current.name
  const baselineCents =
    advice?.currentMonthlyCents ??
    (input.snapshot.savings ? toCents(input.snapshot.savings.currentMonthlyCost) : null)
  const baseline = baselineCents === null ? 'what we pay now' : `about ${formatUsd(baselineCents)} a month`
  const move = advice ? bestMove(advice) : null
  const rival = move
    ? { name: move.providerName, cents: move.monthlyCents, pos: move.kind === 'switch_pos_and_processor' }
    : top
      ? { name: top.pspProvider.name, cents: top.estimatedMonthlyCostCents, pos: false }
      : null
  const ask = advice?.options?.find((o) => o.kind === 'custom_pricing') ?? null
  const cheaperRival = rival && (baselineCents === null || rival.cents < baselineCents) ? rival : null
  const target = ask?.monthlyCents ?? cheaperRival?.cents ?? null
  const intro =
    advice?.kind === 'switch'
      ? `Before you move, give ${name} one chance to match: a competing price on your own numbers is the strongest lever you have.`
      : `Use these with ${name}: asking costs nothing, and a competing price on your own numbers is the strongest lever you have.`
  sectionTitle(doc, 'Negotiation scripts', intro)
  const comparison = cheaperRival
    ? `${cheaperRival.name} would cost us about ${formatUsd(cheaperRival.cents)} a month${cheaperRival.pos ? ' (with its own point-of-sale software)' : ''}, against ${baseline} with you today.`
    : `We pay ${baseline} with you today.`
  const request =
    target !== null
      ? `We would rather stay. Can you offer custom pricing at about ${priced(target)} and waive any monthly and PCI fees? Please send revised pricing in writing by the end of next week.`
      : 'We would rather stay. Please confirm in writing that our rates are fixed for the next 12 months and that no new fees will be added.'
  script(doc, `Email to ${name}`, [
    'Subject: Our processing rates',
    `Hello, we process ${volume} with you${payments}. We have compared providers on our own figures: ${comparison}`,
    request,
  ])
  script(doc, 'On the phone', [
    target !== null
      ? `"We are reviewing our card processing. On our volume we can get ${priced(target)}. What is the lowest price you can give us, in writing?"`
      : `"We are reviewing our card processing. What would you charge us on ${volume}, and is our rate fixed?"`,
    `If they will not match it: "Thank you. ${cheaperRival ? `${cheaperRival.name} is ahead of you at ${formatUsd(cheaperRival.cents)} a month. ` : ''}We will decide by the end of the month."`,
    'Ask about: the early-termination fee, any monthly minimum, PCI fees, and whether the new rate is fixed for at least a year.',
  ])
  if (input.reportType === 'paid_enterprise') {
    script(doc, 'Request for proposal (enterprise)', [
      `We invite a proposal for card acceptance at ${volume}${m.locations ? ` across ${countOf(m.locations, 'location')}` : ''}${m.internationalShare ? `, with about ${Math.round(m.internationalShare * 100)}% of volume on international cards` : ''}.`,
      `Please quote interchange-plus pricing with your margin per card-present and card-not-present transaction, every monthly and per-location fee, chargeback and early-termination fees, payout timing, and the contract term.`,
      `Proposals are compared on the effective rate on our own figures${target !== null ? `; the best price we have is ${priced(target)}` : ''}.`,
    ])
  }
  closingNote(doc)
}

function closingNote(doc: Doc) {
  paragraph(
    doc,
    'Never sign a contract longer than two years or with an early-termination fee over $500 without a price that justifies it.',
    { color: colors.muted, size: 9 },
  )
}
