import type { ScoreFactorKey } from './estimate-result'

/**
 * The engine's published parameters: every number of the method that the methodology page states, kept apart
 * from the code that uses them so the page can quote them without shipping the engine to the browser.
 */

// The score

/**
 * Match score (0–100) = 100 × Σ weight × factor, each factor between 0 and 1.
 * The weights sum to 1 and are shown on the public methodology page.
 */
export const SCORE_WEIGHTS: Readonly<Record<ScoreFactorKey, number>> = {
  /** Estimated monthly cost relative to the cheapest option analysed. */
  cost: 0.35,
  /** How well the provider serves the priorities the user ranked, earlier ranks weighing more. */
  priorities: 0.25,
  /** Whether the provider serves the user's industry and its sales channel (in person or online). */
  industryFit: 0.2,
  /** Whether the user's monthly volume is inside the range the offer is designed for. */
  volumeFit: 0.1,
  /** Share of the requested integrations the provider supports. */
  integrations: 0.1,
}

export const SCORE_FACTOR_LABELS: Readonly<Record<ScoreFactorKey, string>> = {
  cost: 'Cost versus alternatives',
  priorities: 'Your ranked priorities',
  industryFit: 'Industry fit',
  volumeFit: 'Volume fit',
  integrations: 'Integrations',
}

/** Weight of the 1st…6th ranked priority (earlier ranks weigh more). */
export const PRIORITY_RANK_WEIGHTS: readonly number[] = [6, 5, 4, 3, 2, 1]

// The advice

/** The months over which the advice's paths (stay, ask, switch) are priced and compared. */
export const HORIZON_MONTHS = 24
/**
 * A switch is advised only when its net saving over the horizon beats this share of what the merchant pays
 * over the same months: smaller gains are inside the error of any estimate (card mix, chargebacks).
 */
export const MATERIAL_SAVING_SHARE = 0.1
/** Asking for a price is worth it only when the price asked is at least this much below what is paid. */
export const WORTHWHILE_ASK_SHARE = 0.05
/** Above a fair price by more than this share, a merchant with no cheaper offer still has one to ask for. */
export const OVERPAYING_SHARE = 0.1
/** Competitive interchange-plus margin used as the yardstick of a fair price (Helcim and Dharma published margins). */
export const FAIR_MARGIN = {
  cardPresent: { percent: 0.25, fixedCents: 8 },
  cardNotPresent: { percent: 0.35, fixedCents: 15 },
} as const
/** The savings baseline when nothing better is known: the provider at this position of the list, costliest first. */
export const BASELINE_PERCENTILE = 0.25

// Eligibility and risk

/** Share of in-person sales from which a provider without readers or terminals is left out. */
export const IN_PERSON_SHARE_NEEDING_HARDWARE_BPS = 2_000
/** Chargeback rate assumed for online sales of a high-risk business. */
export const HIGH_RISK_CHARGEBACK_RATE = 0.01

// Switching costs

/** A card reader or terminal per location when the new provider's hardware price is not in the catalogue. */
export const TYPICAL_HARDWARE_CENTS = 29_900
/** Early-termination fee assumed when a contract is still running and its fee is not known. */
export const TYPICAL_EARLY_TERMINATION_CENTS = 49_500
/** Staff time to open an account, move the website checkout and retrain: about 10 hours at $50. */
export const SWITCHING_TIME_CENTS = 50_000
/** Moving the item library or menu to new point-of-sale software and training staff on it: 10 more hours. */
export const POS_MOVE_TIME_CENTS = 50_000
/** Moving stored cards and subscriptions to a new processor (token migration and billing set-up). */
export const TOKEN_MIGRATION_CENTS = 100_000
