import type { Advice, AdviceOption } from './estimate-result'

/**
 * How the advice's priced paths are named side by side (the result page and the report): "Stay with X",
 * "Ask X for custom pricing", "Switch to Y", "Move to Y with new point-of-sale software".
 */
export const optionLabel = (o: AdviceOption): string => {
  switch (o.kind) {
    case 'stay':
      return `Stay with ${o.providerName}`
    case 'custom_pricing':
      return `Ask ${o.providerName} for custom pricing`
    case 'switch_processor':
      return `Switch to ${o.providerName}`
    case 'switch_pos_and_processor':
      return `Move to ${o.providerName} with new point-of-sale software`
  }
}

const SWITCHES: ReadonlySet<AdviceOption['kind']> = new Set(['switch_processor', 'switch_pos_and_processor'])

/** The path the advice takes: stay, the ask for custom pricing, or the cheapest move over the horizon. */
export const advisedOption = (advice: Pick<Advice, 'kind' | 'options'>): AdviceOption | null => {
  const options = advice.options ?? []
  switch (advice.kind) {
    case 'stay':
      return options.find((o) => o.kind === 'stay') ?? null
    case 'renegotiate':
      return options.find((o) => o.kind === 'custom_pricing') ?? null
    case 'switch': {
      let best: AdviceOption | null = null
      for (const o of options)
        if (SWITCHES.has(o.kind) && (best === null || o.horizonCostCents < best.horizonCostCents)) best = o
      return best
    }
    default:
      return null
  }
}

/** The cheapest move to another processor (the competing offer a renegotiation can cite). */
export const bestMove = (advice: Pick<Advice, 'options'>): AdviceOption | null =>
  advisedOption({ kind: 'switch', options: advice.options })

/** The details left to list once the options and the note on today's cost are shown on their own. */
export const remainingDetails = (advice: Advice): string[] => {
  const shown = new Set<string>((advice.options ?? []).map((o) => o.summary))
  if (advice.incumbent) shown.add(advice.incumbent.note)
  return advice.details.filter((d) => !shown.has(d))
}
