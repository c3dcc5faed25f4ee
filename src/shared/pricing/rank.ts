import { DEFAULT_BRAND_NAME } from '../catalogue/logo-names'
import type { Provider } from '../catalogue/provider.schemas'
import { formatUsd } from '../format'
import { buildAdvice } from './advice'
import { assumptionsFor } from './assumptions'
import { buildContext } from './context'
import { costFigures } from './cost'
import { eligibilityOf, needsPosChange, onCustomQuote } from './eligibility'
import type { EstimateRequest } from './estimate.schemas'
import type { EstimateResult, ExcludedProvider, Recommendation } from './estimate-result'
import { incumbentBasis } from './incumbent'
import { divRoundHalfUp, toDollars } from './money'
import {
  alternativesTo,
  bestFirst,
  byScoreThenCostThenName,
  candidate,
  compareText,
  type Entry,
  NO_SCORE,
  rankByCost,
} from './ranked-entry'
import type { Today } from './reasons'
import { recommend, statedCost } from './recommendation'
import { computeSavings, statedIncumbent } from './savings'
import { scoreProvider } from './score'

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
  else entries.sort(byScoreThenCostThenName)

  const savingsOf = () => computeSavings({ request, ctx, ranked: entries, catalogue: providers, incumbent })
  let savings = savingsOf()
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
  const keepsCurrent = advice.kind === 'stay' || advice.kind === 'renegotiate'
  // Savings follow the new lead; when the advice keeps the current provider they are rewritten below from the
  // baseline, which does not depend on the order.
  if (at > 0 && !(keepsCurrent && baselineCents !== null)) savings = savingsOf()
  if (baselineCents !== null && keepsCurrent) {
    // Staying is advised: no saving is claimed. Asking for custom pricing claims what the price asked saves.
    const asked = advice.options.find((o) => o.kind === 'custom_pricing')
    const cents = advice.kind === 'renegotiate' && asked ? asked.monthlyCents : baselineCents
    savings = {
      annualSavings: divRoundHalfUp((baselineCents - cents) * 12, 100),
      monthlySavings: toDollars(baselineCents - cents),
      currentMonthlyCost: savings.currentMonthlyCost,
      recommendedMonthlyCost: toDollars(cents),
      baselineLabel: savings.baselineLabel,
      baselineSource: savings.baselineSource,
      baselineProviderId: savings.baselineProviderId,
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
  excluded.sort((a, b) => compareText(a.id, b.id))
  return { recommendations, savings, assumptions: assumptionsFor(ctx), excluded, advice }
}

const INCUMBENT_SOURCE = {
  last_month_fees: 'last_month_fees',
  stated_terms: 'stated_terms',
  current_provider: 'catalogue_model',
  percentile_baseline: 'catalogue_model',
} as const
