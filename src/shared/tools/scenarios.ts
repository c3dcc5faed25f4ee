/** Today's volume, double and triple (spec §9). */
export const VOLUME_SCENARIOS = [
  { id: 'current', label: 'Current volume', multiplier: 1 },
  { id: 'double', label: 'Double volume', multiplier: 2 },
  { id: 'triple', label: 'Triple volume', multiplier: 3 },
] as const

export type ScenarioResult = {
  id: string
  label: string
  multiplier: number
  costs: { id: string; name: string; monthlyCents: number }[]
  best: { id: string; name: string; monthlyCents: number } | null
}

/**
 * Cost of each provider at each volume scenario and the cheapest at each. `costAt(providerId, multiplier)`
 * prices the merchant with the transaction count and volume scaled by `multiplier`.
 */
export function volumeScenarios(
  providers: readonly { id: string; name: string }[],
  costAt: (providerId: string, multiplier: number) => number,
): ScenarioResult[] {
  return VOLUME_SCENARIOS.map((s) => {
    const costs = providers
      .map((p) => ({ id: p.id, name: p.name, monthlyCents: costAt(p.id, s.multiplier) }))
      .sort((a, b) => a.monthlyCents - b.monthlyCents)
    return { ...s, costs, best: costs[0] ?? null }
  })
}
