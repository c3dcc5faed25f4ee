import type { PricingModel } from '../catalogue/provider.schemas'

// What the engine answers for one merchant: the ranking, the savings, the assumptions and the advice.

/** Shares are fractions of 1 (0.95 = 95%). */
export type ChannelSplit = { cardPresent: number; online: number; keyed: number }

export type BreakdownLine = {
  key: string
  label: string
  cents: number
  dollars: number
  detail: string
}

export type ScoreFactorKey = 'cost' | 'priorities' | 'industryFit' | 'volumeFit' | 'integrations'

export type ScoreFactor = { key: ScoreFactorKey; label: string; value: number; weight: number }

export type PspProviderSummary = {
  id: string
  name: string
  description: string
  /** Headline online (card-not-present) rate; a margin over interchange when `rateBasis` says so. */
  transactionFeePercent: number
  /** Dollars, e.g. 0.30. */
  transactionFeeFixed: number
  monthlyFee: number
  setupFee: number
  pricingModel: PricingModel
  rateBasis: 'all_in' | 'markup_over_interchange'
  features: string[]
  isEstimate: boolean
  sourceUrl: string
  asOf: string
}

export type Recommendation = {
  pspProvider: PspProviderSummary
  /** 0–100. */
  matchScore: number
  /** Dollars with 2 decimals, from `estimatedMonthlyCostCents`. */
  estimatedMonthlyCost: number
  estimatedMonthlyCostCents: number
  /** All-in cost as a percent of volume, 2 decimals. */
  effectiveRate: number
  /** 1 = cheapest of the providers analysed. */
  costRank: number
  reasons: string[]
  breakdown: BreakdownLine[]
  scoreFactors: ScoreFactor[]
}

export type Savings = {
  /** Whole dollars: max(0, current − recommended) × 12, rounded. */
  annualSavings: number
  /** Dollars with 2 decimals. */
  monthlySavings: number
  currentMonthlyCost: number
  recommendedMonthlyCost: number
  baselineLabel: string
  baselineSource: 'last_month_fees' | 'stated_terms' | 'current_provider' | 'percentile_baseline'
  baselineProviderId: string | null
  recommendedProviderId: string | null
}

export type CardMixAssumption = {
  category: string
  label: string
  share: number
  cardPresentRate: string
  cardNotPresentRate: string
}

export type EstimateAssumptions = {
  channelSplit: ChannelSplit
  cardMix: CardMixAssumption[]
  /** Dollars, 2 decimals. */
  averageTicket: number
  internationalShare: number
  setupAmortisationMonths: number
  notes: string[]
}

/** A provider left out before ranking because this merchant cannot use it. */
export type ExcludedProvider = { id: string; name: string; reason: string; sourceUrl: string }

/**
 * The answer in one line: switch, stay, renegotiate, or (with no current deal given) choose.
 * Switching costs are netted against the savings over `horizonMonths`.
 */
/**
 * One way forward, priced over the advice's horizon: stay as you are, ask the current provider for custom
 * pricing, switch processor (keeping the point-of-sale system), or switch point-of-sale system and processor.
 */
export type AdviceOption = {
  kind: 'stay' | 'custom_pricing' | 'switch_processor' | 'switch_pos_and_processor'
  providerId: string | null
  providerName: string
  /** Monthly cost on this path (cents). */
  monthlyCents: number
  /** One-off costs of taking this path (cents). */
  switchingCostCents: number
  /** monthly × horizon + one-off costs (cents). */
  horizonCostCents: number
  summary: string
  /** For custom pricing: the competing provider whose price is asked for (null for a fair-price ask). */
  matchesProviderId?: string | null
}

/** Where the figure for what the merchant pays today comes from, and why that one. */
export type IncumbentBasis = {
  source: 'last_month_fees' | 'stated_terms' | 'catalogue_model'
  note: string
}

export type Advice = {
  kind: 'switch' | 'stay' | 'renegotiate' | 'choose'
  headline: string
  details: string[]
  horizonMonths: number
  /** Monthly cost today (cents), when known. */
  currentMonthlyCents: number | null
  /** One-off cost of moving to the top pick (cents). */
  switchingCostCents: number
  /** Savings over the horizon after switching costs (cents); negative when switching costs more. */
  netSavingsCents: number
  /** The paths priced side by side, cheapest over the horizon first (empty without a current deal). */
  options: AdviceOption[]
  /** How today's cost was priced (null without a current deal). */
  incumbent: IncumbentBasis | null
}

export type EstimateResult = {
  recommendations: Recommendation[]
  savings: Savings
  assumptions: EstimateAssumptions
  /** Providers this merchant cannot use, with the reason and its source (paid report). */
  excluded?: ExcludedProvider[]
  advice?: Advice
}
