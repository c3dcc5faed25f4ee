import { oneDecimal } from './money-math'

export type SwitchingCosts = {
  setupCents: number
  equipmentCents: number
  earlyTerminationCents: number
  hours: number
  hourlyRateCents: number
}

/** Default assumptions shown (and editable) on screen. */
export const DEFAULT_SWITCHING = { equipmentCents: 0, hours: 8, hourlyRateCents: 5000 } as const

export const switchingTotalCents = (c: SwitchingCosts): number =>
  c.setupCents + c.equipmentCents + c.earlyTerminationCents + Math.round(c.hours * c.hourlyRateCents)

export type RoiResult = {
  totalCostCents: number
  monthlySavingsCents: number
  /** Months until the savings repay the switch; null when switching saves nothing. */
  paybackMonths: number | null
  firstYearNetCents: number
  /** First-year return on the switching cost, whole percent; null when switching costs nothing. */
  firstYearRoiPercent: number | null
}

export function roi(costs: SwitchingCosts, monthlySavingsCents: number): RoiResult {
  const total = switchingTotalCents(costs)
  const net = monthlySavingsCents * 12 - total
  return {
    totalCostCents: total,
    monthlySavingsCents,
    paybackMonths: monthsToRecover(total, monthlySavingsCents),
    firstYearNetCents: net,
    firstYearRoiPercent: total > 0 ? Math.round((net / total) * 100) : null,
  }
}

/** Months to recover a one-off cost from a monthly saving, one decimal; 0 when it costs nothing. */
export const monthsToRecover = (costCents: number, monthlySavingsCents: number): number | null => {
  if (costCents <= 0) return 0
  if (monthlySavingsCents <= 0) return null
  return oneDecimal(costCents / monthlySavingsCents)
}
