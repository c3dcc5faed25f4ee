import type { Provider } from '../catalogue/provider.schemas'
import type { PricingContext } from './context'
import { type CostFigures, costFigures } from './cost'
import type { BreakdownLine, Recommendation } from './estimate-result'
import { toDollars } from './money'
import { line } from './processing'
import { summarise } from './provider-summary'
import type { Entry } from './ranked-entry'
import { buildReasons, type Today } from './reasons'
import { scoreFactors } from './score'

/** One answered provider in words: its summary, reasons, breakdown lines and score factors. */

export function recommend(
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
export function statedCost(
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
