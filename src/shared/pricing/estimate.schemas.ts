import { z } from 'zod'
import type { PricingModel } from '../catalogue/provider.schemas'
import {
  BUSINESS_TYPES,
  INDUSTRIES,
  INTEGRATION_IDS,
  PRIORITY_IDS,
  type PriorityId,
  TIMELINES,
} from '../catalogue/taxonomy'

/** Upper bounds that keep every integer-cent computation exact in double precision. */
export const MAX_MONTHLY_TRANSACTIONS = 10_000_000
export const MAX_MONTHLY_VOLUME_DOLLARS = 100_000_000

const hasAtMostTwoDecimals = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6

const dollars = (what: string) =>
  z.coerce
    .number({ error: `${what} must be a number.` })
    .refine(Number.isFinite, `${what} must be a number.`)
    .refine(hasAtMostTwoDecimals, `${what} can have at most 2 decimal places.`)

export const AssessmentDataSchema = z.looseObject({
  industryOther: z
    .string()
    .trim()
    .max(200, 'The industry description is too long (200 characters at most).')
    .optional(),
  integrations: z
    .array(z.enum(INTEGRATION_IDS, { error: 'Choose integrations from the list.' }))
    .max(INTEGRATION_IDS.length)
    .optional(),
  timeline: z.enum(TIMELINES, { error: 'Choose a timeline from the list.' }).optional(),
  lastMonthFees: dollars('Last month’s fees')
    .pipe(z.number().min(0, 'Last month’s fees cannot be negative.').max(MAX_MONTHLY_VOLUME_DOLLARS))
    .optional(),
  locations: z.coerce
    .number({ error: 'Locations must be a number.' })
    .int('Locations must be a whole number.')
    .min(1, 'Enter at least 1 location.')
    .max(100_000, 'Enter at most 100,000 locations.')
    .optional(),
  internationalShare: z
    .number({ error: 'The international share must be a number between 0 and 1.' })
    .min(0, 'The international share must be between 0 and 1.')
    .max(1, 'The international share must be between 0 and 1.')
    .optional(),
  contractEndDate: z.iso
    .date({ error: 'The contract end date must be a date such as 2027-03-31.' })
    .optional(),
})
export type AssessmentData = z.infer<typeof AssessmentDataSchema>

export const EstimateRequestSchema = z
  .object({
    businessType: z.enum(BUSINESS_TYPES, {
      error: 'Choose a business type: startup, established or enterprise.',
    }),
    industryType: z.enum(INDUSTRIES, { error: 'Choose an industry from the list.' }),
    monthlyTransactions: z.coerce
      .number({ error: 'Monthly transactions must be a number.' })
      .int('Monthly transactions must be a whole number.')
      .min(1, 'Enter at least 1 transaction per month.')
      .max(MAX_MONTHLY_TRANSACTIONS, 'Enter at most 10,000,000 transactions per month.'),
    totalMonthlyVolume: dollars('Monthly volume').pipe(
      z
        .number()
        .positive('Monthly volume must be more than $0.')
        .max(MAX_MONTHLY_VOLUME_DOLLARS, 'Monthly volume must be at most $100,000,000.'),
    ),
    currentProvider: z
      .string()
      .trim()
      .max(100, 'The provider name is too long (100 characters at most).')
      .optional(),
    features: z
      .array(z.enum(PRIORITY_IDS, { error: 'Choose priorities from the list.' }))
      .max(6, 'Rank at most 6 priorities.')
      .refine((f) => new Set(f).size === f.length, 'Each priority can be ranked only once.')
      .default([]),
    assessmentData: AssessmentDataSchema.optional(),
  })
  .refine((r) => r.totalMonthlyVolume / r.monthlyTransactions >= 0.01, {
    message: 'The average transaction must be at least $0.01: check the volume and the transaction count.',
    path: ['totalMonthlyVolume'],
  })
export type EstimateRequest = z.infer<typeof EstimateRequestSchema>
export type EstimateRequestInput = z.input<typeof EstimateRequestSchema>

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
  baselineSource: 'last_month_fees' | 'current_provider' | 'percentile_baseline'
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

export type EstimateResult = {
  recommendations: Recommendation[]
  savings: Savings
  assumptions: EstimateAssumptions
}

export type { PriorityId }
