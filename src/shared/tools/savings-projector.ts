/** Growth scenarios and projection periods of the savings projector (spec §9). */
export const GROWTH_SCENARIOS = [
  { id: 'conservative', label: 'Conservative', multiplier: 1.3, growth: '30%' },
  { id: 'moderate', label: 'Moderate', multiplier: 1.8, growth: '80%' },
  { id: 'aggressive', label: 'Aggressive', multiplier: 2.5, growth: '150%' },
] as const
export type GrowthScenarioId = (typeof GROWTH_SCENARIOS)[number]['id']

/** Volume factor reached at each horizon for a scenario's multiplier m. */
export const PROJECTION_PERIODS = [
  { id: '6m', label: '6 months', factor: (m: number) => 1 + (m - 1) * 0.5 },
  { id: '1y', label: '1 year', factor: (m: number) => m },
  { id: '2y', label: '2 years', factor: (m: number) => m * 1.5 },
] as const

export type Projection = {
  period: string
  /** Volume relative to today (1.4 = 40% more). */
  factor: number
  /** Monthly saving at that volume, in cents. */
  monthlySavingsCents: number
}

/**
 * Monthly savings at each horizon of a growth scenario. `savingsAt(factor)` prices today's merchant at
 * `factor` times the volume (the engine does it); savings are never negative.
 */
export function projectSavings(multiplier: number, savingsAt: (factor: number) => number): Projection[] {
  return PROJECTION_PERIODS.map((p) => {
    const factor = Math.round(p.factor(multiplier) * 100) / 100
    return { period: p.label, factor, monthlySavingsCents: Math.max(0, Math.round(savingsAt(factor))) }
  })
}
