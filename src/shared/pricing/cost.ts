import { describeAch } from '../catalogue/other-fees'
import { POS_APP_INCLUDED, TYPICAL_POS_SOFTWARE_CENTS } from '../catalogue/pos-software'
import type { Provider } from '../catalogue/provider.schemas'
import { POS_SOFTWARE_LABELS, type PosSoftware } from '../catalogue/taxonomy'
import { formatCount, formatUsd } from '../format'
import { appendAccountFeeLines } from './account-fees'
import type { AchShift, PricingContext } from './context'
import { needsPosChange } from './eligibility'
import { type FeeTexts, feeTexts } from './entry-texts'
import type { BreakdownLine } from './estimate-result'
import { TYPICAL_CHARGEBACK_CENTS } from './fee-defaults'
import { divRoundHalfUp, percentOf } from './money'
import { shopifyPlanFor } from './platform'
import {
  appendFlatLines,
  appendForeignCardLines,
  appendMarkupLines,
  appendPassThroughLines,
  appendTieredLines,
  type Lines,
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

export type ProviderCost = CostFigures & { breakdown: BreakdownLine[] }

/** A provider's cost without its breakdown's lines: what ranking needs of every provider (ADR 030). */
export type CostFigures = {
  totalCents: number
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
  const breakdown: BreakdownLine[] = []
  const figures = costFigures(listed, ctx, breakdown)
  return {
    totalCents: figures.totalCents,
    breakdown,
    planName: figures.planName,
    planFeeCents: figures.planFeeCents,
    termsNote: figures.termsNote,
    priced: figures.priced,
  }
}

/** The provider's cost, its lines pushed onto `out` when given (the same figures either way). */
export const costFigures = (listed: Provider, ctx: PricingContext, out: Lines): CostFigures => {
  const achPercent = listed.otherFees.achPercent
  if (ctx.ach === null || achPercent === undefined) return costOnCards(listed, ctx, out)
  // Invoices the customers would pay by ACH go through the provider's ACH product; the rest stays on card.
  const cost = costOnCards(listed, ctx.ach.card, out)
  cost.totalCents += achLine(out, listed, achPercent, ctx.ach)
  return cost
}

/** ACH transfers at the provider's percent, capped per transfer where it publishes a cap. */
function achLine(out: Lines, provider: Provider, percent: number, ach: AchShift): number {
  const cap = provider.otherFees.achCapCents
  const byPercent = percentOf(ach.volumeCents, percent)
  const capped = cap !== undefined && cap * ach.transfers < byPercent
  const cents = capped ? cap * ach.transfers : byPercent
  if (out === null) return cents
  const count = `${formatCount(ach.transfers)} invoice${ach.transfers === 1 ? '' : 's'} paid by ACH`
  const detail = capped
    ? `${count}, ${formatUsd(cap)} each (the cap)`
    : `${count}: ${formatUsd(ach.volumeCents)} × ${percent}%`
  out.push(line('ach', `ACH bank transfers (${describeAch(percent, cap)})`, cents, detail))
  return cents
}

function costOnCards(listed: Provider, ctx: PricingContext, lines: Lines): CostFigures {
  const terms = termsFor(listed, ctx)
  const provider = terms.provider
  const texts = feeTexts(provider)
  let planName: string | null = null
  let planAt = -1
  let monthlyFeeCents = provider.monthlyFeeCents
  let monthlyFeeText = texts.monthlyFee
  /** Fees the provider itself keeps (margin, flat-rate fees, plan fees): compared with a monthly minimum. */
  let providerRevenueCents = 0

  /** Every line's cents, as they are priced. */
  let totalCents = 0

  if (provider.costModel === 'flat' || provider.costModel === 'tiered') {
    providerRevenueCents =
      provider.costModel === 'flat'
        ? appendFlatLines(lines, provider, ctx)
        : appendTieredLines(lines, provider, ctx)
    // Tiered schedules downgrade foreign cards and pass through the networks' cross-border fees.
    const onInterchange = provider.costModel === 'tiered'
    totalCents = providerRevenueCents + appendForeignCardLines(lines, provider, texts, ctx, onInterchange)
    if (provider.costModel === 'tiered') {
      // The provider keeps what is left after interchange and network fees.
      const passThrough = ctx.passThrough.interchangeCents + ctx.passThrough.networkCents
      providerRevenueCents = Math.max(0, providerRevenueCents - passThrough)
    }
  } else {
    totalCents = appendPassThroughLines(lines, ctx)
    providerRevenueCents = appendMarkupLines(lines, provider, texts, ctx)
    totalCents += providerRevenueCents + appendForeignCardLines(lines, provider, texts, ctx, true)
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
    lines?.push(line('monthly-fee', label, monthlyFeeCents, monthlyFeeText))
    totalCents += monthlyFeeCents
  }
  providerRevenueCents += monthlyFeeCents
  totalCents += appendAccountFeeLines(lines, provider, texts, ctx)
  totalCents += appendPlatformFeeLine(lines, provider, ctx)
  totalCents += appendSubscriptionAddOnLine(lines, provider, ctx)
  totalCents += appendPosSoftwareLine(lines, provider, ctx)
  totalCents += appendChargebackLine(lines, provider, texts, ctx)

  const minimum = provider.otherFees.monthlyMinimumCents ?? 0
  if (minimum > providerRevenueCents) {
    const topUp = minimum - providerRevenueCents
    lines?.push(line('monthly-minimum', 'Monthly minimum top-up', topUp, texts.minimum))
    totalCents += topUp
  }

  return {
    totalCents,
    planName,
    planFeeCents: Math.max(monthlyFeeCents, 0),
    termsNote: terms.note,
    priced: provider,
  }
}

/** Shopify's extra fee on orders paid through any gateway other than Shopify Payments. */
function appendPlatformFeeLine(out: Lines, provider: Provider, ctx: PricingContext): number {
  if (ctx.merchant.platform !== 'shopify' || isPlatformProcessor(provider, 'shopify')) return 0
  const online = ctx.channelVolumeCents.online
  if (online === 0) return 0
  const plan = shopifyPlanFor(ctx.volumeCents)
  const cents = divRoundHalfUp(online * Math.round(plan.thirdPartyGatewayPercent * 100), 10_000)
  out?.push(
    line(
      'platform-fee',
      `Shopify third-party gateway fee (${plan.thirdPartyGatewayPercent}%, ${plan.name} plan)`,
      cents,
      `${formatUsd(online)} online × ${plan.thirdPartyGatewayPercent}%`,
    ),
  )
  return cents
}

/**
 * Point-of-sale software the merchant must add when moving off software that processes its own payments to a
 * processor that brings none (0 otherwise): a typical plan per location.
 */
export const posSoftwareCents = (provider: Provider, ctx: PricingContext): number =>
  needsPosChange(provider, ctx) && !POS_APP_INCLUDED.has(provider.id)
    ? TYPICAL_POS_SOFTWARE_CENTS * ctx.locations
    : 0

function appendPosSoftwareLine(out: Lines, provider: Provider, ctx: PricingContext): number {
  const cents = posSoftwareCents(provider, ctx)
  if (cents === 0) return 0
  const software = POS_SOFTWARE_LABELS[ctx.merchant.posSoftware as PosSoftware]
  const per = `${formatUsd(TYPICAL_POS_SOFTWARE_CENTS)} a month`
  out?.push(
    line(
      'pos-software',
      `Point-of-sale software in place of ${software} (typical)`,
      cents,
      ctx.locations > 1 ? `${ctx.locations} locations × ${per}` : `${per} for one location`,
    ),
  )
  return cents
}

/** The provider's subscription-billing product on card-not-present volume, for recurring businesses. */
function appendSubscriptionAddOnLine(out: Lines, provider: Provider, ctx: PricingContext): number {
  const pct = provider.subscriptionAddOnPercent
  if (!pct || !(ctx.industry === 'saas' || ctx.priorities.includes('recurring'))) return 0
  const recurring = ctx.channelVolumeCents.online + ctx.channelVolumeCents.keyed
  if (recurring === 0) return 0
  const cents = divRoundHalfUp(recurring * Math.round(pct * 100), 10_000)
  out?.push(
    line(
      'subscription-addon',
      `Subscription billing (${pct}%)`,
      cents,
      `${formatUsd(recurring)} recurring × ${pct}%`,
    ),
  )
  return cents
}

/** Expected chargebacks at the merchant's rate × the provider's chargeback fee. */
function appendChargebackLine(out: Lines, provider: Provider, texts: FeeTexts, ctx: PricingContext): number {
  if (ctx.chargebacksPerMonth === 0) return 0
  const fee = provider.otherFees.chargebackCents ?? TYPICAL_CHARGEBACK_CENTS
  const cents = Math.round(ctx.chargebacksPerMonth * fee)
  if (cents === 0) return 0
  if (out !== null) {
    let shared = ctx.chargebackLines.get(texts.chargeback)
    if (shared === undefined) {
      const detail = `${ctx.labels.chargebacks}${texts.chargeback}`
      shared = Object.freeze(line('chargebacks', 'Chargeback fees (expected)', cents, detail))
      ctx.chargebackLines.set(texts.chargeback, shared)
    }
    out.push(shared)
  }
  return cents
}

/** The first plan whose annual-volume ceiling the merchant fits under, else the largest; -1 without plans. */
export const planIndexFor = (provider: Provider, annualVolumeCents: number): number => {
  const plans = provider.subscriptionPlans
  if (plans === undefined) return -1
  for (let i = 0; i < plans.length; i++) {
    const ceiling = plans[i]?.upToAnnualVolumeCents
    if (ceiling === null || (ceiling !== undefined && annualVolumeCents <= ceiling)) return i
  }
  return plans.length - 1
}
