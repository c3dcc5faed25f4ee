import { buildContext } from '@shared/pricing/context'
import { switchingCosts } from '@shared/pricing/switching-costs'
import type { SwitchingCosts } from '@shared/tools/roi'
import { analyse, scaledRequest } from '../engine'
import type { ToolData } from '../use-tool-data'

/** Today's cost and the best move's cost at `factor` times today's sales, as the engine's advice prices them. */
export function costsAtFactor(
  data: ToolData,
  factor: number,
): { currentCents: number; bestCents: number | null } {
  if (factor === 1) return { currentCents: data.currentCents, bestCents: data.best?.monthlyCents ?? null }
  const result = analyse(scaledRequest(data.request, factor), data.providers, data.today)
  const advice = result.advice
  const current = advice?.currentMonthlyCents ?? Math.round((result.savings.currentMonthlyCost ?? 0) * 100)
  const move = advice?.options.find(
    (o) => o.kind === 'switch_processor' || o.kind === 'switch_pos_and_processor',
  )
  const top = result.recommendations.find((r) => r.pspProvider.id !== data.current?.id)
  return { currentCents: current, bestCents: move?.monthlyCents ?? top?.estimatedMonthlyCostCents ?? null }
}

/**
 * Monthly saving at `factor` times today's sales: what the merchant pays then minus the best move then. At
 * today's sales it is the report's own figure.
 */
export function savingsAtFactor(data: ToolData, factor: number): number {
  if (factor === 1) return data.monthlySavingsCents
  const { currentCents, bestCents } = costsAtFactor(data, factor)
  return bestCents === null ? 0 : Math.max(0, currentCents - bestCents)
}

const TIME_LINE = /^(Time to switch|Moving your item library)/
const HOURS_PER_TIME_LINE = 10
const HOURLY_RATE_CENTS = 5000

/**
 * The switching costs of the report's best move, line by line as the advice prices them: the new provider's
 * setup fee, the early-termination fee, readers and other one-off costs, and the hours it takes. They add up
 * to the advice's one-off cost for that move.
 */
export function defaultSwitching(data: ToolData): SwitchingCosts {
  const out = {
    setupCents: 0,
    equipmentCents: 0,
    earlyTerminationCents: 0,
    hours: 0,
    hourlyRateCents: HOURLY_RATE_CENTS,
  }
  const to = data.best?.provider
  if (!to) return out
  const lines = switchingCosts(
    { request: data.request, ctx: buildContext(data.request), current: data.current, today: data.today },
    to,
    data.best?.kind === 'switch_pos_and_processor',
  )
  for (const l of lines) {
    if (TIME_LINE.test(l.label)) out.hours += (l.cents / SWITCHING_LINE_CENTS) * HOURS_PER_TIME_LINE
    else if (l.label === `${to.name} setup fee`) out.setupCents += l.cents
    else if (/early-termination/i.test(l.label)) out.earlyTerminationCents += l.cents
    else out.equipmentCents += l.cents
  }
  return out
}

/** A time line's cost: 10 hours at $50. */
const SWITCHING_LINE_CENTS = HOURS_PER_TIME_LINE * HOURLY_RATE_CENTS

/** The row of today's provider in the scenario table. */
export const CURRENT_ROW = 'current-provider'

/**
 * Scenarios: today's provider (as the merchant pays it) and the report's top other providers at today's,
 * double and triple sales. Today's column is the report's; the others are the engine's with the same answers.
 * A provider that cannot take the business at a volume costs Infinity there.
 */
export function scenarioRows(data: ToolData) {
  const others = data.ranked.filter((c) => c.provider.id !== data.current?.id).slice(0, 3)
  const rows = [
    ...(data.hasCurrentDeal
      ? [{ id: CURRENT_ROW, name: `${data.currentName ?? 'Your provider'} (today)` }]
      : []),
    ...others.map((c) => ({ id: c.provider.id, name: c.name })),
  ]
  const costAt = (id: string, multiplier: number): number => {
    if (multiplier === 1) {
      if (id === CURRENT_ROW) return data.currentCents
      return data.ranked.find((c) => c.provider.id === id)?.costCents ?? Number.POSITIVE_INFINITY
    }
    const result = analyse(scaledRequest(data.request, multiplier), data.providers, data.today)
    if (id === CURRENT_ROW) {
      return result.advice?.currentMonthlyCents ?? Math.round(result.savings.currentMonthlyCost * 100)
    }
    const r = result.recommendations.find((x) => x.pspProvider.id === id)
    return r ? r.estimatedMonthlyCostCents : Number.POSITIVE_INFINITY
  }
  return { rows, costAt }
}
