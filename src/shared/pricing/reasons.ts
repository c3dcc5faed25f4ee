import type { Provider } from '../catalogue/provider.schemas'
import { INTEGRATION_LABELS, type IntegrationId, type PriorityId } from '../catalogue/taxonomy'
import { countOf, formatHundredths, formatUsd } from '../format'
import type { PricingContext } from './context'
import { fitOf } from './entry-fit'
import { rateText } from './entry-texts'
import { markupRateFor } from './processing'
import {
  CHEAPEST_FITS,
  COST_WORKS_AGAINST,
  entryReasons,
  flatReason,
  MATCHES,
  marginReason,
  NOT_TYPICAL,
  WEAK_SPOT,
  YOURS,
} from './reason-texts'
import { lacksInPersonProduct, servesIndustry } from './score'

/**
 * 2–5 plain-English reasons per provider, built only from the numbers that produced the cost and the score.
 * The first reason is about cost; "lowest" is said only of the cheapest option, and never of an option that
 * costs more than the merchant pays today.
 */

/** What the merchant pays today, when their fees or current provider are known ("$1,234.56" a month). */
export type Today = { cents: number; providerId: string | null; amount: string }

export type ReasonInput = {
  provider: Provider
  ctx: PricingContext
  costCents: number
  minCostCents: number
  costRank: number
  optionCount: number
  effectiveRate: number
  costValue: number
  /** The score's volume fit (0–1). */
  volumeValue: number
  planName: string | null
  planFeeCents: number
  /** The terms priced when they differ from the catalogue's headline (high-risk, negotiated, platform plan). */
  termsNote: string | null | undefined
  today: Today | null
}

export const MAX_REASONS = 5
/**
 * Said of a pick for a restricted (high-risk) product whose priced terms name no reserve: the research's example
 * is Stripe's rolling reserves of 5–25% held for 90+ days (terms.law FAQ, 2025–26).
 */
export const RESERVE_REASON =
  'High-risk accounts usually carry a rolling reserve (Stripe’s, for example, hold 5–25% of sales for 90+ days): ask for the reserve terms in writing.'
/** A priority counts as served at or above this fit, and as a weak spot at or below the low mark. */
export const STRONG_FIT = 0.8
export const WEAK_FIT = 0.3
/** A plan fee above this share of volume is called out as costly for the volume. */
export const HEAVY_PLAN_FEE_SHARE = 0.02

export const buildReasons = (input: ReasonInput): string[] => {
  const { provider, ctx, today } = input
  const reasons: string[] = []
  // Against what the merchant pays today first: an option that costs more is never called cheap.
  const isCurrent = today !== null && provider.id === today.providerId
  const costlier = today !== null && !isCurrent && input.costCents > today.cents
  if (isCurrent) reasons.push(`Your current provider: about ${today.amount} a month today.`)
  if (costlier) {
    const more = formatUsd(input.costCents - today.cents)
    reasons.push(`Costs about ${more} a month more than the ${today.amount} you pay today.`)
  }
  // The provider's own reasons: at most five are considered, including one left out against today.
  let considered = 0
  const consider = (sentence: string | null) => {
    if (sentence === null || considered === MAX_REASONS) return
    considered++
    if (sentence !== '') reasons.push(sentence)
  }
  consider(costReason(input, costlier))
  if (ctx.merchant.restrictedCategory !== 'none' && !input.termsNote?.includes('reserve')) {
    consider(RESERVE_REASON)
  }
  if (provider.isEstimate) {
    consider(
      'No public rate card: this estimate uses typical terms for similar merchants, so get a written quote.',
    )
  }
  if (lacksInPersonProduct(provider, ctx)) {
    consider('It has no in-person payments product, which most of your sales need.')
  } else if (!servesIndustry(provider, ctx)) {
    consider(NOT_TYPICAL[ctx.industry])
  }
  const ranked = Math.min(2, ctx.priorities.length)
  for (let rank = 0; rank < ranked; rank++) {
    const priority = ctx.priorities[rank] as PriorityId
    // "Being the cheapest option" is not said when the merchant pays less today (it still takes its place).
    if (costlier && priority === 'low-fees' && input.costRank === 1) consider('')
    else consider(priorityReason(input, priority, rank))
  }
  if (considered < MAX_REASONS) {
    consider(modelReason(input))
    consider(integrationReason(input) ?? volumeReason(input) ?? entryReasons(provider).contract)
  }
  if (input.termsNote) reasons.push(`Priced on ${input.termsNote}.`)
  if (reasons.length > MAX_REASONS) reasons.length = MAX_REASONS
  return reasons
}

function costReason(input: ReasonInput, costlierThanToday: boolean): string {
  const { costCents, minCostCents, costRank, optionCount, effectiveRate } = input
  const cost = formatUsd(costCents)
  const share = formatHundredths(effectiveRate)
  if (costRank === 1 && costlierThanToday)
    return `Cheapest of the alternatives: ${cost}/month (${share}% of your card volume).`
  if (costRank === 1)
    return `Lowest estimated cost of the ${countOf(optionCount, 'option')} analysed: ${cost}/month (${share}% of your card volume).`
  const more = formatUsd(costCents - minCostCents)
  return `Estimated cost ${cost}/month (${share}% of your card volume), ${more} more than the lowest-cost option.`
}

function priorityReason(input: ReasonInput, priority: PriorityId, rank: number): string | null {
  if (priority === 'low-fees') {
    if (input.costRank === 1) return CHEAPEST_FITS[rank] as string
    if (input.costValue >= STRONG_FIT) {
      const pct = Math.round(((input.costCents - input.minCostCents) / Math.max(input.minCostCents, 1)) * 100)
      return `At ${pct}% above the cheapest option, it still suits ${YOURS[rank]}: low fees.`
    }
    if (input.costValue <= WEAK_FIT) return COST_WORKS_AGAINST[rank] as string
    return null
  }
  // The entry's fit for the priority ranked here, read by position as the score reads it.
  const fit = fitOf(input.provider).priorities[input.ctx.priorityIndexes[rank] as number] as number
  if (fit >= STRONG_FIT) return MATCHES[priority][rank] as string
  if (fit <= WEAK_FIT) return WEAK_SPOT[priority][rank] as string
  return null
}

function modelReason({ provider, ctx, planName, planFeeCents }: ReasonInput): string {
  if (provider.costModel === 'subscription') {
    const share = planFeeCents / Math.max(ctx.volumeCents, 1)
    const fee = `${formatUsd(planFeeCents)}/month`
    if (share > HEAVY_PLAN_FEE_SHARE) {
      return `The ${fee} plan fee is ${(share * 100).toFixed(1)}% of your volume, so it pays off only at higher volume.`
    }
    return `${planName ?? 'Its'} plan at ${fee} gives you interchange at cost plus a small per-transaction fee.`
  }
  if (provider.costModel === 'interchange_plus') {
    const margin = markupRateFor(provider, ctx.volumeCents, ctx.channelBps.cardPresent >= 5_000)
    return marginReason(margin)
  }
  if (provider.costModel === 'tiered') {
    return 'Tiered pricing puts rewards, business and online cards in costlier buckets, which raises the effective rate.'
  }
  const inPerson = ctx.channelBps.cardPresent >= 5_000 && provider.cardPresent !== null
  if (inPerson && provider.cardPresent) {
    const pct = Math.round(ctx.channelBps.cardPresent / 100)
    return `Its in-person rate of ${rateText(provider.cardPresent).label} applies to ${pct}% of your sales.`
  }
  return flatReason(provider.cardNotPresent)
}

/**
 * The integrations sentence depends only on which of the requested integrations an entry covers, so it is
 * written once per merchant and covered set (most entries a ranking describes share one).
 */
function integrationReason({ provider, ctx }: ReasonInput): string | null {
  if (ctx.integrations.length === 0) return null
  const entryBits = fitOf(provider).integrations
  let covered = 0
  for (const bit of ctx.integrationBits) covered |= bit & entryBits
  let sentence = ctx.integrationReasons.get(covered)
  if (sentence === undefined) {
    sentence = integrationSentence(ctx, entryBits)
    ctx.integrationReasons.set(covered, sentence)
  }
  return sentence
}

function integrationSentence(ctx: PricingContext, entryBits: number): string {
  const missing = ctx.integrations.filter((_, i) => ((ctx.integrationBits[i] as number) & entryBits) === 0)
  if (missing.length === 0)
    return `Supports the integrations you asked for: ${integrationList(ctx.integrations)}.`
  return `It does not cover every integration you asked for (missing: ${integrationList(missing)}).`
}

function integrationList(ids: readonly IntegrationId[]): string {
  let out = ''
  for (const id of ids) out += `${out === '' ? '' : ', '}${INTEGRATION_LABELS[id]}`
  return out
}

function volumeReason({ provider, ctx, volumeValue }: ReasonInput): string | null {
  if (volumeValue >= 0.5) return null
  if (ctx.volumeCents < provider.idealMonthlyVolumeCents.min) return entryReasons(provider).designedFor
  return 'At your volume, a negotiated interchange-plus rate usually costs less than this pricing.'
}
