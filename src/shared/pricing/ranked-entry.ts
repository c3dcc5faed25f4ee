import type { Provider } from '../catalogue/provider.schemas'
import type { AdviceCandidate } from './advice-paths'
import type { PricingContext } from './context'
import { type CostFigures, posSoftwareCents } from './cost'
import type { BreakdownLine } from './estimate-result'
import type { ScoreResult } from './score'

/**
 * The ranking's entries and their order: best match first; ties broken by lower cost, a published price before
 * an estimate, then name.
 */

/** One eligible provider: its cost and score, then its place in the ranking. */
export type Entry = {
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

export const NO_SCORE: ScoreResult = {
  matchScore: 0,
  costValue: 0,
  prioritiesValue: 0,
  industryValue: 0,
  volumeValue: 0,
  integrationsValue: 0,
}

/**
 * Sets each entry's cost rank (1 + how many cost strictly less) and returns the lowest cost. Counting is
 * cheaper than sorting for a catalogue's few dozen entries (ADR 042).
 */
export function rankByCost(entries: Entry[]): number {
  let lowest = Number.POSITIVE_INFINITY
  for (const e of entries) {
    let below = 0
    for (const other of entries) if (other.costCents < e.costCents) below++
    e.costRank = 1 + below
    if (e.costCents < lowest) lowest = e.costCents
  }
  return lowest
}

/** Swaps the first entry that `byScoreThenCostThenName` puts first (as the stable sort would) to the front. */
export function bestFirst(entries: Entry[]): void {
  let best = 0
  for (let i = 1; i < entries.length; i++) {
    if (byScoreThenCostThenName(entries[i] as Entry, entries[best] as Entry) < 0) best = i
  }
  const first = entries[0]
  if (best === 0 || first === undefined) return
  entries[0] = entries[best] as Entry
  entries[best] = first
}

export function byScoreThenCostThenName(a: Entry, b: Entry): number {
  return (
    b.score.matchScore - a.score.matchScore ||
    a.costCents - b.costCents ||
    Number(a.priced.isEstimate) - Number(b.priced.isEstimate) ||
    compareText(a.priced.name, b.priced.name)
  )
}

export const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

export function candidate(entry: Entry, ctx: PricingContext): AdviceCandidate {
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
export function alternativesTo(
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
