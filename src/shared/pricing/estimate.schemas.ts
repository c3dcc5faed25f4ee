import { z } from 'zod'
import {
  BUSINESS_BANKS,
  BUSINESS_TYPES,
  INDUSTRIES,
  INTEGRATION_IDS,
  PLATFORMS,
  POS_SOFTWARE,
  PRIORITY_IDS,
  type PriorityId,
  RESTRICTED_CATEGORIES,
  TIMELINES,
} from '../catalogue/taxonomy'

/** Upper bounds that keep every integer-cent computation exact in double precision. */
export const MAX_MONTHLY_TRANSACTIONS = 10_000_000
export const MAX_MONTHLY_VOLUME_DOLLARS = 100_000_000
/** Sanity checks: answers outside these are questioned rather than priced. */
export const MIN_PLAUSIBLE_TICKET_DOLLARS = 0.25
export const MAX_PLAUSIBLE_FEE_SHARE = 0.15

const hasAtMostTwoDecimals = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6

const dollars = (what: string) =>
  z.coerce
    .number({ error: `${what} must be a number.` })
    .refine(Number.isFinite, `${what} must be a number.`)
    .refine(hasAtMostTwoDecimals, `${what} can have at most 2 decimal places.`)

const share = (what: string) =>
  z
    .number({ error: `${what} must be a fraction between 0 and 1.` })
    .min(0, `${what} must be between 0 and 1.`)
    .max(1, `${what} must be between 0 and 1.`)

/** Fractions that must add up to 1 (a rounding slack of 0.005 is allowed). */
const sumsToOne = (shares: Record<string, number>) => {
  let sum = 0
  for (const v of Object.values(shares)) sum += v
  return Math.abs(sum - 1) <= 0.005
}

export const ChannelSplitInputSchema = z
  .object({
    cardPresent: share('The in-person share'),
    online: share('The online share'),
    keyed: share('The keyed share'),
  })
  .refine(sumsToOne, 'The in-person, online and keyed shares must add up to 100%.')

export const CardMixInputSchema = z
  .object({
    debit: share('The debit share'),
    consumerCredit: share('The consumer credit share'),
    premium: share('The premium rewards share'),
    commercial: share('The business card share'),
  })
  .refine(sumsToOne, 'The debit, credit, premium and business card shares must add up to 100%.')
export type CardMixInput = z.infer<typeof CardMixInputSchema>

/** How the current provider prices: as the merchant reads it on a statement or in the agreement. */
export const CURRENT_PRICING_MODELS = ['flat', 'tiered', 'interchange_plus', 'subscription'] as const
export type CurrentPricingModel = (typeof CURRENT_PRICING_MODELS)[number]

/**
 * What the merchant pays the current provider today, as stated. `percent` is the flat (or qualified) rate,
 * or the margin over interchange; `perTransaction` the fixed fee per payment; `monthlyFees` everything billed
 * each month whatever the sales (monthly, statement, PCI, software fees).
 */
export const CurrentPricingSchema = z.object({
  model: z.enum(CURRENT_PRICING_MODELS, {
    error: 'Choose how your provider prices: flat rate, tiered, interchange-plus or subscription.',
  }),
  percent: z
    .number({ error: 'The rate must be a number of percent.' })
    .min(0, 'The rate cannot be negative.')
    .max(15, 'The rate must be at most 15%.')
    .optional(),
  perTransaction: dollars('The fee per payment')
    .pipe(
      z
        .number()
        .min(0, 'The fee per payment cannot be negative.')
        .max(5, 'The fee per payment must be at most $5.'),
    )
    .optional(),
  monthlyFees: dollars('Monthly fees')
    .pipe(
      z
        .number()
        .min(0, 'Monthly fees cannot be negative.')
        .max(100_000, 'Monthly fees must be at most $100,000.'),
    )
    .optional(),
})
export type CurrentPricing = z.infer<typeof CurrentPricingSchema>

export const AssessmentDataSchema = z.looseObject({
  channelSplit: ChannelSplitInputSchema.optional(),
  platform: z.enum(PLATFORMS, { error: 'Choose an online store platform from the list.' }).optional(),
  posSoftware: z.enum(POS_SOFTWARE, { error: 'Choose point-of-sale software from the list.' }).optional(),
  restrictedCategory: z
    .enum(RESTRICTED_CATEGORIES, { error: 'Choose a product category from the list.' })
    .optional(),
  businessBank: z.enum(BUSINESS_BANKS, { error: 'Choose a bank from the list.' }).optional(),
  cardMix: CardMixInputSchema.optional(),
  /** Whether the merchant can send Level 2/3 data (tax, PO number, line items) with business-card payments. */
  level23: z.boolean({ error: 'Level 2/3 data must be yes or no.' }).optional(),
  /** Whether customers would pay by bank transfer (ACH) instead of card for large invoices. */
  achWilling: z.boolean({ error: 'ACH must be yes or no.' }).optional(),
  /** Client funds must reach a trust (IOLTA) account intact (law firms). */
  trustAccounting: z.boolean({ error: 'Trust accounting must be yes or no.' }).optional(),

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
  /**
   * Whether foreign customers are charged in their own currency (currency conversion applies to the international
   * share); by default they are charged in US dollars and no conversion is priced.
   */
  chargesInForeignCurrencies: z.boolean({ error: 'Foreign currencies must be yes or no.' }).optional(),
  contractEndDate: z.iso
    .date({ error: 'The contract end date must be a date such as 2027-03-31.' })
    .optional(),
  currentPricing: CurrentPricingSchema.optional(),
  /** The early-termination fee of the current agreement, in dollars, when known. */
  earlyTerminationFee: dollars('The early-termination fee')
    .pipe(z.number().min(0, 'The early-termination fee cannot be negative.').max(1_000_000))
    .optional(),
  /** A card-terminal or POS lease paid each month, in dollars: owed whichever provider processes. */
  equipmentLeaseMonthly: dollars('The equipment lease')
    .pipe(z.number().min(0, 'The equipment lease cannot be negative.').max(100_000))
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
  .refine((r) => r.totalMonthlyVolume / r.monthlyTransactions >= MIN_PLAUSIBLE_TICKET_DOLLARS, {
    message:
      'An average sale under $0.25 is unusual: check that the volume is in dollars and the count is per month.',
    path: ['monthlyTransactions'],
  })
  .refine(
    (r) =>
      r.assessmentData?.lastMonthFees === undefined ||
      r.assessmentData.lastMonthFees <= r.totalMonthlyVolume * MAX_PLAUSIBLE_FEE_SHARE,
    {
      message:
        'Last month’s fees are more than 15% of your card volume: check both figures (fees are usually 2–4%).',
      path: ['assessmentData', 'lastMonthFees'],
    },
  )
export type EstimateRequest = z.infer<typeof EstimateRequestSchema>
export type EstimateRequestInput = z.input<typeof EstimateRequestSchema>

export type { PriorityId }
