import type { ScoreFactorKey } from './estimate.schemas'
import { SCORE_FACTOR_LABELS, SCORE_WEIGHTS } from './score'

/** Plain-language description of each match-score factor, for the public methodology page. */
export const SCORE_FACTOR_DESCRIPTIONS: Readonly<Record<ScoreFactorKey, string>> = {
  cost:
    'Your estimated monthly cost compared with the cheapest option we analysed. The cheapest scores full marks; ' +
    'a provider 75% more expensive or worse scores zero.',
  priorities:
    'How well the provider serves the priorities you ranked. Your first priority counts six times, your second ' +
    'five times, and so on. "Low fees" is judged from the cost estimate itself.',
  industryFit:
    'Whether the provider serves your industry and your way of selling. Online-only providers score low when most ' +
    'of your sales happen in person.',
  volumeFit:
    'Whether your monthly card volume is inside the range the offer is designed for: a $99 monthly plan is poor ' +
    'value at $2,000 a month, and flat rates are expensive at enterprise volume.',
  integrations:
    'The share of the integrations you asked for (accounting, e-commerce, POS, CRM, API) it supports.',
}

export type MethodologyFactor = { key: ScoreFactorKey; label: string; weight: number; description: string }

export const methodologyFactors = (): MethodologyFactor[] =>
  (Object.keys(SCORE_WEIGHTS) as ScoreFactorKey[]).map((key) => ({
    key,
    label: SCORE_FACTOR_LABELS[key],
    weight: SCORE_WEIGHTS[key],
    description: SCORE_FACTOR_DESCRIPTIONS[key],
  }))
