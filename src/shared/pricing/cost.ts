import type { Provider } from '../catalogue/provider.schemas'
import { INTERNATIONAL_INTERCHANGE_UPLIFT_PERCENT } from './card-mix'
import type { PricingContext } from './context'
import type { BreakdownLine } from './estimate.schemas'
import { divRoundHalfUp, formatUsd } from './money'
import { shopifyPlanFor } from './platform'
import {
  appendFlatLines,
  appendMarkupLines,
  appendPassThroughLines,
  appendTieredLines,
  internationalLine,
  line,
} from './processing'
import { feeUsd, memoByNumber } from './texts'
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

/** Setup fees are spread over this many months. */
export const SETUP_AMORTISATION_MONTHS = 36
/** Batches settled per location per month (daily close). */
export const BATCHES_PER_MONTH = 30

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

/** Chargeback fee assumed where a provider publishes none (typical ISO fee, $20–$30). */
export const TYPICAL_CHARGEBACK_CENTS = 2_500

export const estimateProviderCost = (listed: Provider, ctx: PricingContext): ProviderCost => {
  const terms = termsFor(listed, ctx)
  const provider = terms.provider
  const lines: BreakdownLine[] = []
  let planName: string | null = null
  let monthlyFeeCents = provider.monthlyFeeCents
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
        ? INTERNATIONAL_INTERCHANGE_UPLIFT_PERCENT + provider.internationalSurchargePercent
        : provider.internationalSurchargePercent
    const intl = internationalLine(provider, ctx, uplift)
    if (intl) lines.push(intl)
    if (provider.costModel === 'tiered') {
      // The provider keeps what is left after interchange and network fees.
      const passThrough = ctx.passThrough.interchangeCents + ctx.passThrough.networkCents
      providerRevenueCents = Math.max(0, providerRevenueCents - passThrough)
    }
  } else {
    appendPassThroughLines(lines, ctx)
    providerRevenueCents = appendMarkupLines(lines, provider, ctx)
    const intl = internationalLine(
      provider,
      ctx,
      INTERNATIONAL_INTERCHANGE_UPLIFT_PERCENT + provider.internationalSurchargePercent,
    )
    if (intl) lines.push(intl)
    if (provider.costModel === 'subscription') {
      const plan = planFor(provider, ctx.volumeCents * 12)
      if (plan) {
        planName = plan.name
        monthlyFeeCents = plan.monthlyFeeCents
      }
    }
  }

  if (monthlyFeeCents > 0) {
    const label = planName ? `${planName} plan fee` : 'Monthly fee'
    lines.push(line('monthly-fee', label, monthlyFeeCents, perMonth(monthlyFeeCents)))
  }
  providerRevenueCents += monthlyFeeCents
  appendAccountFeeLines(lines, provider, ctx)
  appendPlatformFeeLine(lines, provider, ctx)
  appendSubscriptionAddOnLine(lines, provider, ctx)
  appendChargebackLine(lines, provider, ctx)

  const minimum = provider.otherFees.monthlyMinimumCents ?? 0
  if (minimum > providerRevenueCents) {
    lines.push(
      line(
        'monthly-minimum',
        'Monthly minimum top-up',
        minimum - providerRevenueCents,
        minimumDetail(minimum),
      ),
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
function appendChargebackLine(out: BreakdownLine[], provider: Provider, ctx: PricingContext): void {
  if (ctx.chargebacksPerMonth === 0) return
  const published = provider.otherFees.chargebackCents
  const fee = published ?? TYPICAL_CHARGEBACK_CENTS
  if (fee === 0) return
  const cents = Math.round(ctx.chargebacksPerMonth * fee)
  if (cents === 0) return
  const detail = `${ctx.labels.chargebacks}${published === undefined ? typicalFeeDetail(fee) : feeUsd(fee)}`
  out.push(line('chargebacks', 'Chargeback fees (expected)', cents, detail))
}

/** Detail texts of catalogue fees, memoised by amount. */
const typicalFeeDetail = memoByNumber((cents) => `${formatUsd(cents)} (typical fee)`)
const perMonth = memoByNumber((cents) => `${formatUsd(cents)} per month`)
const setupDetail = memoByNumber(
  (cents) => `${formatUsd(cents)} spread over ${SETUP_AMORTISATION_MONTHS} months`,
)
const minimumDetail = memoByNumber(
  (cents) => `Fees below the ${formatUsd(cents)} monthly minimum are topped up`,
)

function appendAccountFeeLines(out: BreakdownLine[], provider: Provider, ctx: PricingContext): void {
  const fees = provider.otherFees
  if (provider.setupFeeCents > 0) {
    const cents = divRoundHalfUp(provider.setupFeeCents, SETUP_AMORTISATION_MONTHS)
    out.push(line('setup-amortised', 'Setup fee (amortised)', cents, setupDetail(provider.setupFeeCents)))
  }
  if (fees.pciMonthlyCents) out.push(perLocation('pci', 'PCI compliance fee', fees.pciMonthlyCents, ctx))
  if (fees.statementMonthlyCents) {
    out.push(perLocation('statement', 'Statement fee', fees.statementMonthlyCents, ctx))
  }
  const sellsOnline = ctx.channelBps.online + ctx.channelBps.keyed > 0
  if (sellsOnline && fees.gatewayMonthlyCents) {
    const cents = fees.gatewayMonthlyCents
    out.push(line('gateway', 'Payment gateway fee', cents, perMonth(cents)))
  }
  if (fees.batchCents) {
    const batches = BATCHES_PER_MONTH * ctx.locations
    const detail = `${ctx.labels.batches}${feeUsd(fees.batchCents)}`
    out.push(line('batch', 'Batch settlement fees', fees.batchCents * batches, detail))
  }
}

function perLocation(key: string, label: string, cents: number, ctx: PricingContext): BreakdownLine {
  return line(key, label, cents * ctx.locations, `${perMonth(cents)}${ctx.labels.perLocation}`)
}

export const planFor = (provider: Provider, annualVolumeCents: number) => {
  const plans = provider.subscriptionPlans ?? []
  for (const p of plans) {
    if (p.upToAnnualVolumeCents === null || annualVolumeCents <= p.upToAnnualVolumeCents) return p
  }
  return plans[plans.length - 1] ?? null
}
