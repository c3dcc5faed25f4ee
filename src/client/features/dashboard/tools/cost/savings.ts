import { monthlyCostCents } from '../engine'
import type { ToolData } from '../use-tool-data'

/**
 * Monthly saving at `factor` times today's volume: what the merchant pays now (their provider, or the
 * baseline scaled with volume) minus the cheapest of their matches at that volume.
 */
export function savingsAtFactor(data: ToolData, factor: number): number {
  const volume = data.merchant.volumeCents * factor
  const baseline = data.current
    ? monthlyCostCents(data.current.provider, data.merchant, volume)
    : Math.round(data.baselineCents * factor)
  const options = data.topMatches.length > 0 ? data.topMatches : data.ranked
  const best = Math.min(...options.map((o) => monthlyCostCents(o.provider, data.merchant, volume)))
  return Number.isFinite(best) ? baseline - best : 0
}

/** Switching cost defaults from the catalogue: the best match's setup fee and the current provider's ETF. */
export const defaultSwitching = (data: ToolData) => ({
  setupCents: data.best?.provider.setupFeeCents ?? 0,
  equipmentCents: 0,
  earlyTerminationCents: data.current?.provider.otherFees.earlyTerminationCents ?? 0,
  hours: 8,
  hourlyRateCents: 5000,
})
