import type { Provider } from '../catalogue/provider.schemas'
import { INTERNATIONAL_INTERCHANGE_UPLIFT_PERCENT } from './card-mix'
import type { PricingContext } from './context'
import type { BreakdownLine } from './estimate.schemas'
import { divRoundHalfUp, formatUsd } from './money'
import { flatLines, internationalLine, line, markupLines, passThroughLines, tieredLines } from './processing'

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
}

const isFlatLike = (key: string) => key.startsWith('processing-') || key.startsWith('tier-')

export const estimateProviderCost = (provider: Provider, ctx: PricingContext): ProviderCost => {
  const lines: BreakdownLine[] = []
  let planName: string | null = null
  let monthlyFeeCents = provider.monthlyFeeCents
  /** Fees the provider itself keeps (margin, flat-rate fees, plan fees): compared with a monthly minimum. */
  let providerRevenueCents = 0

  if (provider.costModel === 'flat' || provider.costModel === 'tiered') {
    const processing = provider.costModel === 'flat' ? flatLines(provider, ctx) : tieredLines(provider, ctx)
    lines.push(...processing)
    const intl = internationalLine(provider, ctx, provider.internationalSurchargePercent)
    if (intl) lines.push(intl)
    for (const l of lines) if (isFlatLike(l.key)) providerRevenueCents += l.cents
    if (provider.costModel === 'tiered') {
      // The provider keeps what is left after interchange and network fees.
      const passThrough = ctx.passThrough.interchangeCents + ctx.passThrough.networkCents
      providerRevenueCents = Math.max(0, providerRevenueCents - passThrough)
    }
  } else {
    lines.push(...passThroughLines(ctx))
    const margin = markupLines(provider, ctx)
    lines.push(...margin)
    for (const l of margin) providerRevenueCents += l.cents
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
    lines.push(line('monthly-fee', label, monthlyFeeCents, `${formatUsd(monthlyFeeCents)} per month`))
  }
  providerRevenueCents += monthlyFeeCents
  lines.push(...accountFeeLines(provider, ctx))

  const minimum = provider.otherFees.monthlyMinimumCents ?? 0
  if (minimum > providerRevenueCents) {
    lines.push(
      line(
        'monthly-minimum',
        'Monthly minimum top-up',
        minimum - providerRevenueCents,
        `Fees below the ${formatUsd(minimum)} monthly minimum are topped up`,
      ),
    )
  }

  let totalCents = 0
  for (const l of lines) totalCents += l.cents
  return { totalCents, breakdown: lines, planName }
}

function accountFeeLines(provider: Provider, ctx: PricingContext): BreakdownLine[] {
  const out: BreakdownLine[] = []
  const fees = provider.otherFees
  if (provider.setupFeeCents > 0) {
    const cents = divRoundHalfUp(provider.setupFeeCents, SETUP_AMORTISATION_MONTHS)
    const detail = `${formatUsd(provider.setupFeeCents)} spread over ${SETUP_AMORTISATION_MONTHS} months`
    out.push(line('setup-amortised', 'Setup fee (amortised)', cents, detail))
  }
  if (fees.pciMonthlyCents) out.push(perLocation('pci', 'PCI compliance fee', fees.pciMonthlyCents, ctx))
  if (fees.statementMonthlyCents) {
    out.push(perLocation('statement', 'Statement fee', fees.statementMonthlyCents, ctx))
  }
  const sellsOnline = ctx.channelBps.online + ctx.channelBps.keyed > 0
  if (sellsOnline && fees.gatewayMonthlyCents) {
    const cents = fees.gatewayMonthlyCents
    out.push(line('gateway', 'Payment gateway fee', cents, `${formatUsd(cents)} per month`))
  }
  if (fees.batchCents) {
    const batches = BATCHES_PER_MONTH * ctx.locations
    const detail = `${batches} batches × ${formatUsd(fees.batchCents)}`
    out.push(line('batch', 'Batch settlement fees', fees.batchCents * batches, detail))
  }
  return out
}

function perLocation(key: string, label: string, cents: number, ctx: PricingContext): BreakdownLine {
  const where = ctx.locations > 1 ? ` × ${ctx.locations} locations` : ''
  return line(key, label, cents * ctx.locations, `${formatUsd(cents)} per month${where}`)
}

export const planFor = (provider: Provider, annualVolumeCents: number) => {
  const plans = provider.subscriptionPlans ?? []
  for (const p of plans) {
    if (p.upToAnnualVolumeCents === null || annualVolumeCents <= p.upToAnnualVolumeCents) return p
  }
  return plans[plans.length - 1] ?? null
}
