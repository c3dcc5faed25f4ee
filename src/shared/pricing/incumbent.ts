import { SOFTWARE_PROCESSOR } from '../catalogue/pos-software'
import type { Provider } from '../catalogue/provider.schemas'
import { formatPercent, formatUsd, possessive } from '../format'
import type { PricingContext } from './context'
import type { CurrentPricing, EstimateRequest } from './estimate.schemas'
import type { IncumbentBasis } from './estimate-result'
import { percentOf, roundCents, toCents } from './money'

/**
 * What the merchant pays the current provider, as they state it: last month's fees (what was paid), else the
 * rates they gave, else (in `savings.ts`) the provider's catalogue rates for their sales. The engine's own model
 * fills only what is not stated, and the note says which figure the answer uses and why.
 */

/** Stated rates and last month's fees differ enough to be worth a sentence when apart by more than this. */
const RECONCILE_SHARE = 0.1

const MODEL_LABELS: Record<CurrentPricing['model'], string> = {
  flat: 'a flat rate',
  tiered: 'tiered pricing',
  interchange_plus: 'interchange-plus',
  subscription: 'a subscription',
}

/**
 * The merchant's current provider id: the one named, else the processor of the point-of-sale software they
 * use when that software processes its own payments.
 */
export const incumbentIdFrom = (
  namedId: string | null,
  request: EstimateRequest,
  catalogue: readonly Provider[],
): string | null => {
  if (namedId !== null) return namedId
  const software = request.assessmentData?.posSoftware
  const id = software ? SOFTWARE_PROCESSOR[software] : undefined
  return id !== undefined && catalogue.some((p) => p.id === id) ? id : null
}

/** The monthly cost of the rates the merchant states (cents), or null when they give too little to price. */
export const statedTermsCents = (ctx: PricingContext, pricing: CurrentPricing | undefined): number | null => {
  if (pricing === undefined) return null
  const perPayment = toCents(pricing.perTransaction ?? 0) * ctx.transactions
  const monthly = toCents(pricing.monthlyFees ?? 0)
  const passThrough = ctx.passThrough.interchangeCents + ctx.passThrough.networkCents
  const onVolume =
    pricing.percent === undefined ? null : roundCents(percentOf(ctx.volumeCents, pricing.percent))
  switch (pricing.model) {
    case 'flat':
    case 'tiered':
      return onVolume === null ? null : onVolume + perPayment + monthly
    case 'interchange_plus':
      return onVolume === null ? null : passThrough + onVolume + perPayment + monthly
    case 'subscription':
      if (pricing.perTransaction === undefined && pricing.monthlyFees === undefined) return null
      return passThrough + (onVolume ?? 0) + perPayment + monthly
  }
}

/** The stated rates in words: "interchange-plus at 0.3% + $0.10 a payment and $25.00 a month". */
export const describeStatedTerms = (pricing: CurrentPricing): string => {
  const parts: string[] = []
  if (pricing.percent !== undefined) parts.push(formatPercent(pricing.percent))
  if (pricing.perTransaction !== undefined)
    parts.push(`${formatUsd(toCents(pricing.perTransaction))} a payment`)
  const rate = parts.join(' + ')
  const monthly =
    pricing.monthlyFees === undefined ? '' : `${formatUsd(toCents(pricing.monthlyFees))} a month`
  const terms = [rate, monthly].filter((t) => t !== '').join(' and ')
  return terms === '' ? MODEL_LABELS[pricing.model] : `${MODEL_LABELS[pricing.model]} at ${terms}`
}

/** Why today's cost is the figure it is, for the answer to say. */
export const incumbentBasis = (args: {
  source: 'last_month_fees' | 'stated_terms' | 'catalogue_model'
  request: EstimateRequest
  ctx: PricingContext
  providerName: string | null
}): IncumbentBasis => {
  const { source, request, ctx, providerName } = args
  const data = request.assessmentData
  const pricing = data?.currentPricing
  const stated = statedTermsCents(ctx, pricing)
  const missing = pricing ? unstatedParts(pricing) : ''
  if (source === 'last_month_fees') {
    const paid = toCents(data?.lastMonthFees ?? 0)
    const base = `Today's cost is last month's fees, ${formatUsd(paid)}: what you actually paid.`
    if (stated === null || pricing === undefined) return { source, note: base }
    const gap = paid - stated
    if (Math.abs(gap) <= paid * RECONCILE_SHARE) {
      return {
        source,
        note: `${base} Your stated rates (${describeStatedTerms(pricing)}) come to ${formatUsd(stated)}, which agrees.`,
      }
    }
    const why =
      gap > 0
        ? `about ${formatUsd(gap)} a month went on charges beyond those rates (statement, PCI, non-qualified or other fees): check your statement for them.`
        : `last month's fees are ${formatUsd(-gap)} below them: a short month, or rates lower than stated.`
    return {
      source,
      note: `${base} Your stated rates (${describeStatedTerms(pricing)}) come to ${formatUsd(stated)} for the same sales, so ${why}`,
    }
  }
  if (source === 'stated_terms' && pricing !== undefined && stated !== null) {
    const onInterchange = pricing.model !== 'flat' && pricing.model !== 'tiered'
    const tiered =
      pricing.model === 'tiered'
        ? ' Tiered pricing charges more than the qualified rate on rewards, business and keyed cards, so this is the least you pay; last month’s fees would show the rest.'
        : ''
    return {
      source,
      note:
        `Today's cost is priced from the rates you gave (${describeStatedTerms(pricing)}): ${formatUsd(stated)} a month` +
        `${onInterchange ? ' with interchange and network fees estimated for your card mix' : ''}.` +
        `${missing}${tiered}`,
    }
  }
  const who = providerName ? possessive(providerName) : 'your provider’s'
  return {
    source: 'catalogue_model',
    note: `Today's cost is ${who} published or typical rates applied to your sales, not your own statement: give last month's fees or your rates for a figure of your own.`,
  }
}

function unstatedParts(pricing: CurrentPricing): string {
  const missing: string[] = []
  if (pricing.perTransaction === undefined) missing.push('fee per payment')
  if (pricing.monthlyFees === undefined) missing.push('monthly fees')
  if (missing.length === 0) return ''
  return ` No ${missing.join(' or ')} given: none counted.`
}
