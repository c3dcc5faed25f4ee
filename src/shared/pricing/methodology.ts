import type { ScoreFactorKey } from './estimate-result'
import { SCORE_FACTOR_LABELS, SCORE_WEIGHTS } from './parameters'

/** Plain-language description of each match-score factor, for the public methodology page. */
export const SCORE_FACTOR_DESCRIPTIONS: Readonly<Record<ScoreFactorKey, string>> = {
  cost:
    'Your estimated monthly cost compared with a fair price for your business: interchange and card-network fees ' +
    'plus a competitive margin (or the cheapest option, if lower). At the fair price it scores full marks; 75% ' +
    'above it or worse scores zero, so a high score means a good deal, not only the best of a poor set. ' +
    'Restricted products are taken only by high-risk specialists: the cheapest of them sets the order, and how ' +
    'far even it is above the fair price lowers every score (the best available at twice a fair price fits half).',
  priorities:
    'How well the provider serves the priorities you ranked. Your first priority counts six times, your second ' +
    'five times, and so on. "Low fees" is judged from the cost estimate itself.',
  industryFit:
    'Whether the provider serves your industry. Providers you cannot use at all (no card readers, restricted ' +
    'products, bank-only offers, closed platforms) are left out before scoring.',
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
