import { DEFAULT_BRAND_NAME } from '../catalogue/logo-names'
import type { Provider } from '../catalogue/provider.schemas'
import { formatUsd } from '../format'
import { type AdviceCandidate, buildAdvice } from './advice'
import { assumptionsFor } from './assumptions'
import { buildContext, type PricingContext } from './context'
import { type CostFigures, costFigures, posSoftwareCents } from './cost'
import { eligibilityOf, needsPosChange, onCustomQuote } from './eligibility'
import type {
  BreakdownLine,
  EstimateRequest,
  EstimateResult,
  ExcludedProvider,
  Recommendation,
} from './estimate.schemas'
import { incumbentBasis } from './incumbent'
import { divRoundHalfUp, toDollars } from './money'
import { line } from './processing'
import { summarise } from './provider-summary'
import { buildReasons, type Today } from './reasons'
import { computeSavings, statedIncumbent } from './savings'
import { type ScoreResult, scoreFactors, scoreProvider } from './score'
import { ascendingCosts, countBelow } from './sorted-costs'

export type RankOptions = {
  /** Our own brand name: a current provider equal to it counts as no match. */
  brandName?: string
  /** Today's date (ISO), to tell whether the current contract is still running. Defaults to the clock. */
  today?: string
  /**
   * How many of the ranked providers to answer, best first (default: all). Every provider is still priced,
   * scored and ordered; only the answered ones get their breakdown, score factors and reasons written.
   */
  limit?: number
}

/** One eligible provider: its cost and score, then its place in the ranking. */
type Entry = {
  provider: Provider
  /** The terms actually priced (high-risk, negotiated or platform-plan rates), which reasons quote. */
  priced: Provider
  cost: CostFigures
  /** The cost's lines, written while pricing when every provider is answered, else once it is answered. */
  breakdown: BreakdownLine[] | null
  costCents: number
  costRank: number
  score: ScoreResult
  /** Using it means leaving point-of-sale software that processes its own payments. */
  posChange: boolean
  /** For the current provider priced at what the merchant states they pay it: where that figure comes from. */
  asStated: 'last_month_fees' | 'stated_terms' | null
}

/**
 * Rank every active provider for one merchant: best match first; ties broken by lower cost, a published price
 * before an estimate, then name. Pure and deterministic. `request` must already be parsed with
 * `EstimateRequestSchema`.
 *
 * The numbers come first (eligibility, cost, score, order, savings, advice); the words (breakdown lines, score
 * factors, reasons) are written for the answered providers only: while pricing when all are answered, else
 * last, once the ranking is known (ADR 030).
 */
export const rankProviders = (
  request: EstimateRequest,
  providers: readonly Provider[],
  options: RankOptions = {},
): EstimateResult => {
  const ctx = buildContext(request)
  const brandName = options.brandName ?? DEFAULT_BRAND_NAME
  const excluded: ExcludedProvider[] = []
  const entries: Entry[] = []
  const describeAll = options.limit === undefined
  // The current provider is priced as the merchant says they pay it, when they say.
  const incumbent = statedIncumbent(request, ctx, providers, brandName)
  for (const provider of providers) {
    if (!provider.isActive) continue
    const exclusion = eligibilityOf(provider, ctx)
    if (exclusion) {
      excluded.push(exclusion)
      continue
    }
    const breakdown = describeAll ? [] : null
    const asStated = provider.id === incumbent.id ? incumbent.source : null
    const cost =
      asStated !== null && incumbent.cents !== null
        ? statedCost(provider, incumbent.cents, asStated, breakdown)
        : costFigures(provider, ctx, breakdown)
    const priced = cost.priced ?? provider
    entries.push({
      provider,
      priced,
      cost,
      breakdown,
      costCents: cost.totalCents,
      costRank: 0,
      score: NO_SCORE,
      posChange: needsPosChange(provider, ctx),
      asStated,
    })
  }
  const minCost = rankByCost(entries)
  for (const e of entries) e.score = scoreProvider(e.provider, ctx, e.costCents, minCost)
  // Answering one provider (the free estimate) needs only the best first: what else reads the ranking (savings,
  // advice) does not depend on the others' order, so they are not sorted.
  if (options.limit === 1) bestFirst(entries)
  else sortEntries(entries)

  let savings = computeSavings({ request, ctx, ranked: entries, catalogue: providers, brandName })
  const hasBaseline = savings.baselineSource !== 'percentile_baseline'
  const baselineCents = hasBaseline ? Math.round(savings.currentMonthlyCost * 100) : null
  const currentId = hasBaseline ? savings.baselineProviderId : null
  const current = currentId ? (providers.find((p) => p.id === currentId) ?? null) : null
  const { advice, leadId } = buildAdvice({
    request,
    ctx,
    top: entries[0] ? candidate(entries[0], ctx) : null,
    alternatives: alternativesTo(entries, currentId, ctx),
    baselineCents,
    incumbent: hasBaseline
      ? incumbentBasis({
          source: INCUMBENT_SOURCE[savings.baselineSource],
          request,
          ctx,
          providerName: current?.name ?? null,
        })
      : null,
    current,
    currentExcluded:
      current && !onCustomQuote(current, ctx) ? (excluded.find((x) => x.id === current.id) ?? null) : null,
    // The clock is read only when a contract end date needs comparing.
    today:
      options.today ?? (request.assessmentData?.contractEndDate ? new Date().toISOString().slice(0, 10) : ''),
  })
  // The ranking leads with what the advice recommends: the current provider to stay with or ask, or the switch.
  const at = leadId === null ? -1 : entries.findIndex((e) => e.provider.id === leadId)
  if (at > 0) {
    const [lead] = entries.splice(at, 1)
    if (lead) entries.unshift(lead)
  }
  if (at > 0 || advice.kind === 'stay' || advice.kind === 'renegotiate') {
    savings = computeSavings({ request, ctx, ranked: entries, catalogue: providers, brandName })
  }
  if (baselineCents !== null && (advice.kind === 'stay' || advice.kind === 'renegotiate')) {
    // Staying is advised: no saving is claimed. Asking for custom pricing claims what the price asked saves.
    const asked = advice.options.find((o) => o.kind === 'custom_pricing')
    const cents = advice.kind === 'renegotiate' && asked ? asked.monthlyCents : baselineCents
    savings = {
      ...savings,
      annualSavings: divRoundHalfUp((baselineCents - cents) * 12, 100),
      monthlySavings: toDollars(baselineCents - cents),
      recommendedMonthlyCost: toDollars(cents),
      recommendedProviderId: currentId,
    }
  }
  const today: Today | null =
    baselineCents === null
      ? null
      : { cents: baselineCents, providerId: currentId, amount: formatUsd(baselineCents) }
  const recommendations: Recommendation[] = []
  const answered = Math.min(options.limit ?? entries.length, entries.length)
  for (let i = 0; i < answered; i++)
    recommendations.push(recommend(entries[i] as Entry, ctx, minCost, entries.length, today))
  // A catalogue is normally kept in id order, so its exclusions already are: checking costs less than sorting.
  if (!inIdOrder(excluded)) excluded.sort((a, b) => compareText(a.id, b.id))
  return { recommendations, savings, assumptions: assumptionsFor(ctx), excluded, advice }
}

const INCUMBENT_SOURCE = {
  last_month_fees: 'last_month_fees',
  stated_terms: 'stated_terms',
  current_provider: 'catalogue_model',
  percentile_baseline: 'catalogue_model',
} as const

const NO_SCORE: ScoreResult = {
  matchScore: 0,
  costValue: 0,
  prioritiesValue: 0,
  industryValue: 0,
  volumeValue: 0,
  integrationsValue: 0,
}

function candidate(entry: Entry, ctx: PricingContext): AdviceCandidate {
  return {
    provider: entry.provider,
    costCents: entry.costCents,
    posChange: entry.posChange,
    posSoftwareCents: entry.posChange ? posSoftwareCents(entry.provider, ctx) : 0,
  }
}

/**
 * The best-ranked provider other than the current one for each way of moving (keeping the point-of-sale
 * software, or leaving it): the match score weighs cost with fit (a restaurant POS for a restaurant). Found
 * by one pass in ranking order, as only the first entry may be in place.
 */
function alternativesTo(
  entries: readonly Entry[],
  currentId: string | null,
  ctx: PricingContext,
): AdviceCandidate[] {
  let keep: Entry | undefined
  let leave: Entry | undefined
  for (const e of entries) {
    if (e.provider.id === currentId) continue
    if (e.posChange) {
      if (leave === undefined || byScoreThenCostThenName(e, leave) < 0) leave = e
    } else if (keep === undefined || byScoreThenCostThenName(e, keep) < 0) keep = e
  }
  const out: AdviceCandidate[] = []
  if (keep) out.push(candidate(keep, ctx))
  if (leave) out.push(candidate(leave, ctx))
  return out
}

/** Sets each entry's cost rank (1 + how many cost strictly less) and returns the lowest cost. */
function rankByCost(entries: Entry[]): number {
  const totals = ascendingCosts(entries)
  for (const e of entries) e.costRank = 1 + countBelow(totals, e.costCents)
  return totals[0] ?? Number.POSITIVE_INFINITY
}

function recommend(
  entry: Entry,
  ctx: PricingContext,
  minCost: number,
  optionCount: number,
  today: Today | null,
): Recommendation {
  const { cost, costCents, score, priced } = entry
  const effectiveRate = Math.round((costCents / ctx.volumeCents) * 10_000) / 100
  return {
    pspProvider: summarise(priced),
    matchScore: score.matchScore,
    estimatedMonthlyCost: toDollars(costCents),
    estimatedMonthlyCostCents: costCents,
    effectiveRate,
    costRank: entry.costRank,
    reasons: buildReasons({
      provider: priced,
      ctx,
      costCents,
      minCostCents: minCost,
      costRank: entry.costRank,
      optionCount,
      effectiveRate,
      costValue: score.costValue,
      volumeValue: score.volumeValue,
      planName: cost.planName,
      planFeeCents: cost.planFeeCents,
      termsNote: cost.termsNote,
      today,
    }),
    breakdown: entry.breakdown ?? breakdownOf(entry, ctx),
    scoreFactors: scoreFactors(score),
  }
}

/** The lines of a provider priced without them: priced again, the same figures, this time written out. */
function breakdownOf(entry: Entry, ctx: PricingContext): BreakdownLine[] {
  const lines: BreakdownLine[] = []
  if (entry.asStated !== null) statedCost(entry.provider, entry.costCents, entry.asStated, lines)
  else costFigures(entry.provider, ctx, lines)
  return lines
}

/** The current provider at what the merchant pays it, as one line of its breakdown. */
function statedCost(
  provider: Provider,
  cents: number,
  source: 'last_month_fees' | 'stated_terms',
  out: BreakdownLine[] | null,
): CostFigures {
  const detail =
    source === 'last_month_fees'
      ? 'last month’s fees, as you gave them'
      : 'your stated rates applied to your sales'
  out?.push(line('current-cost', `What you pay ${provider.name} today`, cents, detail))
  return {
    totalCents: cents,
    planName: null,
    planFeeCents: 0,
    termsNote: 'what you pay today',
    priced: provider,
  }
}

/**
 * `entries.sort(byScoreThenCostThenName)` by insertion: the same order (both are stable), and for a few dozen
 * entries faster than the built-in sort, which calls the comparison through a generic path (ADR 030).
 */
function sortEntries(entries: Entry[]): void {
  for (let i = 1; i < entries.length; i++) {
    const entry = entries[i] as Entry
    let at = i
    while (at > 0 && byScoreThenCostThenName(entries[at - 1] as Entry, entry) > 0) {
      entries[at] = entries[at - 1] as Entry
      at--
    }
    entries[at] = entry
  }
}

/** Swaps the first entry that `byScoreThenCostThenName` puts first (as the stable sort would) to the front. */
function bestFirst(entries: Entry[]): void {
  let best = 0
  for (let i = 1; i < entries.length; i++) {
    if (byScoreThenCostThenName(entries[i] as Entry, entries[best] as Entry) < 0) best = i
  }
  const first = entries[0]
  if (best === 0 || first === undefined) return
  entries[0] = entries[best] as Entry
  entries[best] = first
}

function byScoreThenCostThenName(a: Entry, b: Entry): number {
  return (
    b.score.matchScore - a.score.matchScore ||
    a.costCents - b.costCents ||
    Number(a.priced.isEstimate) - Number(b.priced.isEstimate) ||
    compareText(a.priced.name, b.priced.name)
  )
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

function inIdOrder(items: readonly { id: string }[]): boolean {
  for (let i = 1; i < items.length; i++)
    if ((items[i - 1] as { id: string }).id > (items[i] as { id: string }).id) return false
  return true
}
