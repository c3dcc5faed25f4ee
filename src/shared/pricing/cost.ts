import { describeAch } from '../catalogue/other-fees'
import type { Provider } from '../catalogue/provider.schemas'
import { INTERNATIONAL_INTERCHANGE_UPLIFT_PERCENT } from './card-mix'
import type { AchShift, PricingContext } from './context'
import { type FeeTexts, feeTexts } from './entry-texts'
import type { BreakdownLine } from './estimate.schemas'
import { BATCHES_PER_MONTH, SETUP_AMORTISATION_MONTHS, TYPICAL_CHARGEBACK_CENTS } from './fee-defaults'
import { divRoundHalfUp, formatCount, formatUsd, percentOf } from './money'
import { shopifyPlanFor } from './platform'
import {
  appendFlatLines,
  appendForeignCardLines,
  appendMarkupLines,
  appendPassThroughLines,
  appendTieredLines,
  line,
} from './processing'
import { isPlatformProcessor, termsFor } from './variants'

/**
 * Monthly cost of one provider for one merchant, with a line-item breakdown in integer cents.
 *
 * - flat: volume × percent + count × fixed per channel + monthly fee (exact to the cent);
 * - interchange_plus: interchange + network fees (card-mix model) + the provider's margin;
 * - subscription: interchange + network fees + per-transaction fee + the plan fee for the annual volume;
 * - tiered: each card bucket at its tiered rate.
 * Then: amortised setup fee, recurring account fees and any monthly-minimum top-up.
 */

export type ProviderCost = {
  totalCents: number
  breakdown: BreakdownLine[]
  /** The subscription plan chosen, when the provider has plans. */
  planName: string | null
  /** The monthly (or plan) fee priced, 0 when there is none. */
  planFeeCents: number
  /** The terms priced when they differ from the catalogue's headline (high-risk, negotiated, platform plan). */
  termsNote?: string | null
  /** The catalogue entry as priced (its terms for this merchant). */
  priced?: Provider
}

export const estimateProviderCost = (listed: Provider, ctx: PricingContext): ProviderCost => {
  const achPercent = listed.otherFees.achPercent
  if (ctx.ach === null || achPercent === undefined) return costOnCards(listed, ctx)
  // Invoices the customers would pay by ACH go through the provider's ACH product; the rest stays on card.
  const cost = costOnCards(listed, ctx.ach.card)
  const ach = achLine(listed, achPercent, ctx.ach)
  cost.breakdown.push(ach)
  cost.totalCents += ach.cents
  return cost
}

/** Foreign cards on interchange-priced accounts: higher interchange and network fees plus any surcharge. */
const interchangeUplift = (provider: Provider, text: string) => ({
  percent: INTERNATIONAL_INTERCHANGE_UPLIFT_PERCENT + provider.internationalSurchargePercent,
  text,
})

/** ACH transfers at the provider's percent, capped per transfer where it publishes a cap. */
function achLine(provider: Provider, percent: number, ach: AchShift): BreakdownLine {
  const cap = provider.otherFees.achCapCents
  const byPercent = percentOf(ach.volumeCents, percent)
  const capped = cap !== undefined && cap * ach.transfers < byPercent
  const cents = capped ? cap * ach.transfers : byPercent
  const count = `${formatCount(ach.transfers)} invoice${ach.transfers === 1 ? '' : 's'} paid by ACH`
  const detail = capped
    ? `${count}, ${formatUsd(cap)} each (the cap)`
    : `${count}: ${formatUsd(ach.volumeCents)} × ${percent}%`
  return line('ach', `ACH bank transfers (${describeAch(percent, cap)})`, cents, detail)
}

function costOnCards(listed: Provider, ctx: PricingContext): ProviderCost {
  const terms = termsFor(listed, ctx)
  const provider = terms.provider
  const lines: BreakdownLine[] = []
  const texts = feeTexts(provider)
  let planName: string | null = null
  let planAt = -1
  let monthlyFeeCents = provider.monthlyFeeCents
  let monthlyFeeText = texts.monthlyFee
  /** Fees the provider itself keeps (margin, flat-rate fees, plan fees): compared with a monthly minimum. */
  let providerRevenueCents = 0

  if (provider.costModel === 'flat' || provider.costModel === 'tiered') {
    providerRevenueCents =
      provider.costModel === 'flat'
        ? appendFlatLines(lines, provider, ctx)
        : appendTieredLines(lines, provider, ctx)
    // Tiered schedules downgrade foreign cards and pass through the networks' cross-border fees.
    const uplift =
      provider.costModel === 'tiered'
        ? interchangeUplift(provider, texts.interchangeUplift)
        : { percent: provider.internationalSurchargePercent, text: texts.surcharge }
    appendForeignCardLines(lines, provider, ctx, uplift, texts.conversion)
    if (provider.costModel === 'tiered') {
      // The provider keeps what is left after interchange and network fees.
      const passThrough = ctx.passThrough.interchangeCents + ctx.passThrough.networkCents
      providerRevenueCents = Math.max(0, providerRevenueCents - passThrough)
    }
  } else {
    appendPassThroughLines(lines, ctx)
    providerRevenueCents = appendMarkupLines(lines, provider, texts, ctx)
    appendForeignCardLines(
      lines,
      provider,
      ctx,
      interchangeUplift(provider, texts.interchangeUplift),
      texts.conversion,
    )
    if (provider.costModel === 'subscription') {
      const at = planIndexFor(provider, ctx.volumeCents * 12)
      const plan = provider.subscriptionPlans?.[at]
      if (plan) {
        planName = plan.name
        planAt = at
        monthlyFeeCents = plan.monthlyFeeCents
        monthlyFeeText = texts.planFees[at] as string
      }
    }
  }

  if (monthlyFeeCents > 0) {
    const label = planName ? (texts.planLabels[planAt] as string) : 'Monthly fee'
    lines.push(line('monthly-fee', label, monthlyFeeCents, monthlyFeeText))
  }
  providerRevenueCents += monthlyFeeCents
  appendAccountFeeLines(lines, provider, texts, ctx)
  appendPlatformFeeLine(lines, provider, ctx)
  appendSubscriptionAddOnLine(lines, provider, ctx)
  appendChargebackLine(lines, provider, texts, ctx)

  const minimum = provider.otherFees.monthlyMinimumCents ?? 0
  if (minimum > providerRevenueCents) {
    lines.push(
      line('monthly-minimum', 'Monthly minimum top-up', minimum - providerRevenueCents, texts.minimum),
    )
  }

  let totalCents = 0
  for (const l of lines) totalCents += l.cents
  return {
    totalCents,
    breakdown: lines,
    planName,
    planFeeCents: Math.max(monthlyFeeCents, 0),
    termsNote: terms.note,
    priced: provider,
  }
}

/** Shopify's extra fee on orders paid through any gateway other than Shopify Payments. */
function appendPlatformFeeLine(out: BreakdownLine[], provider: Provider, ctx: PricingContext): void {
  if (ctx.merchant.platform !== 'shopify' || isPlatformProcessor(provider, 'shopify')) return
  const online = ctx.channelVolumeCents.online
  if (online === 0) return
  const plan = shopifyPlanFor(ctx.volumeCents)
  const cents = divRoundHalfUp(online * Math.round(plan.thirdPartyGatewayPercent * 100), 10_000)
  out.push(
    line(
      'platform-fee',
      `Shopify third-party gateway fee (${plan.thirdPartyGatewayPercent}%, ${plan.name} plan)`,
      cents,
      `${formatUsd(online)} online × ${plan.thirdPartyGatewayPercent}%`,
    ),
  )
}

/** The provider's subscription-billing product on card-not-present volume, for recurring businesses. */
function appendSubscriptionAddOnLine(out: BreakdownLine[], provider: Provider, ctx: PricingContext): void {
  const pct = provider.subscriptionAddOnPercent
  if (!pct || !(ctx.industry === 'saas' || ctx.priorities.includes('recurring'))) return
  const recurring = ctx.channelVolumeCents.online + ctx.channelVolumeCents.keyed
  if (recurring === 0) return
  const cents = divRoundHalfUp(recurring * Math.round(pct * 100), 10_000)
  out.push(
    line(
      'subscription-addon',
      `Subscription billing (${pct}%)`,
      cents,
      `${formatUsd(recurring)} recurring × ${pct}%`,
    ),
  )
}

/** Expected chargebacks at the merchant's rate × the provider's chargeback fee. */
function appendChargebackLine(
  out: BreakdownLine[],
  provider: Provider,
  texts: FeeTexts,
  ctx: PricingContext,
): void {
  if (ctx.chargebacksPerMonth === 0) return
  const fee = provider.otherFees.chargebackCents ?? TYPICAL_CHARGEBACK_CENTS
  const cents = Math.round(ctx.chargebacksPerMonth * fee)
  if (cents === 0) return
  const detail = `${ctx.labels.chargebacks}${texts.chargeback}`
  out.push(line('chargebacks', 'Chargeback fees (expected)', cents, detail))
}

function appendAccountFeeLines(
  out: BreakdownLine[],
  provider: Provider,
  texts: FeeTexts,
  ctx: PricingContext,
): void {
  const fees = provider.otherFees
  const locations = ctx.locations
  const perLocation = locations > 1 ? ` × ${locations} locations` : ''
  if (provider.setupFeeCents > 0) {
    const cents = divRoundHalfUp(provider.setupFeeCents, SETUP_AMORTISATION_MONTHS)
    out.push(line('setup-amortised', 'Setup fee (amortised)', cents, texts.setup))
  }
  if (fees.pciMonthlyCents) {
    const cents = fees.pciMonthlyCents * locations
    out.push(line('pci', 'PCI compliance fee', cents, `${texts.pci}${perLocation}`))
  }
  if (fees.statementMonthlyCents) {
    const cents = fees.statementMonthlyCents * locations
    out.push(line('statement', 'Statement fee', cents, `${texts.statement}${perLocation}`))
  }
  const sellsOnline = ctx.channelBps.online + ctx.channelBps.keyed > 0
  if (sellsOnline && fees.gatewayMonthlyCents) {
    out.push(line('gateway', 'Payment gateway fee', fees.gatewayMonthlyCents, texts.gateway))
  }
  if (fees.batchCents) {
    const batches = BATCHES_PER_MONTH * locations
    const detail = `${batches} batches × ${texts.batch}`
    out.push(line('batch', 'Batch settlement fees', fees.batchCents * batches, detail))
  }
}

/** The first plan whose annual-volume ceiling the merchant fits under, else the largest; -1 without plans. */
export const planIndexFor = (provider: Provider, annualVolumeCents: number): number => {
  const plans = provider.subscriptionPlans ?? []
  for (let i = 0; i < plans.length; i++) {
    const ceiling = plans[i]?.upToAnnualVolumeCents
    if (ceiling === null || (ceiling !== undefined && annualVolumeCents <= ceiling)) return i
  }
  return plans.length - 1
}
