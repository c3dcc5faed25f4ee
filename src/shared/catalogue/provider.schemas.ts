import { z } from 'zod'
import { webUrl } from '../http/web-url'
import {
  BUSINESS_BANKS,
  INDUSTRIES,
  INTEGRATION_IDS,
  PLATFORMS,
  POS_SOFTWARE,
  RATED_PRIORITIES,
  RESTRICTED_CATEGORIES,
} from './taxonomy'

/**
 * One entry of the provider catalogue. Money is integer cents; percentages are plain numbers (2.9 = 2.9%).
 *
 * `cardPresent` / `cardNotPresent` are the provider's headline rates. Their meaning depends on `rateBasis`:
 * - `all_in`: what the merchant pays per transaction (flat-rate and tiered providers);
 * - `markup_over_interchange`: the provider's margin on top of interchange and network fees
 *   (interchange-plus, subscription and quote-only providers modelled on interchange-plus terms).
 */

export const PRICING_MODELS = ['flat', 'interchange_plus', 'subscription', 'tiered', 'quote'] as const
export type PricingModel = (typeof PRICING_MODELS)[number]

/** How the engine prices a provider. A `quote` provider is modelled on one of these with typical terms. */
export const COST_MODELS = ['flat', 'interchange_plus', 'subscription', 'tiered'] as const
export type CostModel = (typeof COST_MODELS)[number]

const cents = z.number().int().min(0)
const percent = z.number().min(0).max(20)
const isoDate = z.iso.date()

export const RateSchema = z.object({ percent, fixedCents: cents })
export type Rate = z.infer<typeof RateSchema>

export const SOURCE_CONFIDENCE = ['published', 'third_party', 'typical_terms'] as const
export type SourceConfidence = (typeof SOURCE_CONFIDENCE)[number]

export const FIGURE_GROUPS = ['rates', 'fees', 'contract', 'features'] as const
export type FigureGroup = (typeof FIGURE_GROUPS)[number]

export const FigureSourceSchema = z.object({
  group: z.enum(FIGURE_GROUPS),
  url: webUrl(),
  asOf: isoDate,
  confidence: z.enum(SOURCE_CONFIDENCE),
  note: z.string().optional(),
})
export type FigureSource = z.infer<typeof FigureSourceSchema>

/** Interchange-plus margin for merchants whose monthly card volume is at least `fromMonthlyVolumeCents`. */
export const MarkupTierSchema = z.object({
  fromMonthlyVolumeCents: cents,
  cardPresent: RateSchema,
  cardNotPresent: RateSchema,
})
export type MarkupTier = z.infer<typeof MarkupTierSchema>

/** Subscription plan that applies while annual card volume stays at or below `upToAnnualVolumeCents`. */
export const SubscriptionPlanSchema = z.object({
  name: z.string(),
  upToAnnualVolumeCents: cents.nullable(),
  monthlyFeeCents: cents,
})
export type SubscriptionPlan = z.infer<typeof SubscriptionPlanSchema>

export const TieredRatesSchema = z.object({
  qualified: RateSchema,
  midQualified: RateSchema,
  nonQualified: RateSchema,
})
export type TieredRates = z.infer<typeof TieredRatesSchema>

export const OtherFeesSchema = z.object({
  chargebackCents: cents.optional(),
  pciMonthlyCents: cents.optional(),
  gatewayMonthlyCents: cents.optional(),
  statementMonthlyCents: cents.optional(),
  batchCents: cents.optional(),
  monthlyMinimumCents: cents.optional(),
  earlyTerminationCents: cents.optional(),
  /** ACH bank transfers: percent of each transfer, capped per transfer where `achCapCents` is set. */
  achPercent: percent.optional(),
  achCapCents: cents.optional(),
})
export type OtherFees = z.infer<typeof OtherFeesSchema>

export const ContractTermsSchema = z.object({
  /** 0 = month to month; null = not published. */
  termMonths: z.number().int().min(0).nullable(),
  autoRenews: z.boolean(),
  summary: z.string(),
})
export type ContractTerms = z.infer<typeof ContractTermsSchema>

export const PayoutSpeedSchema = z.object({
  /** Standard business days from capture to deposit. */
  businessDays: z.number().int().min(0),
  summary: z.string(),
})

/** Editorial fit (0–1) for each priority the user can rank, judged from the provider's published features. */
export const PriorityFitSchema = z.record(z.enum(RATED_PRIORITIES), z.number().min(0).max(1))

/** Pricing for restricted (high-risk) merchants, as specialists quote it: all-in rates plus a rolling reserve. */
export const HighRiskPricingSchema = z.object({
  cardPresent: RateSchema,
  cardNotPresent: RateSchema,
  monthlyFeeCents: cents,
  /** Share of each sale held back, typically for 180 days. */
  reservePercent: percent,
  sourceUrl: webUrl(),
  asOf: isoDate,
})
export type HighRiskPricing = z.infer<typeof HighRiskPricingSchema>

/**
 * Who can use the provider at all. Every field is optional; absent means no restriction, except
 * `acceptsRestricted`: a provider that lists no restricted category takes none of them.
 */
export const EligibilitySchema = z.object({
  acceptsRestricted: z.array(z.enum(RESTRICTED_CATEGORIES)).optional(),
  /** The provider's restricted/prohibited businesses list. */
  restrictedSourceUrl: webUrl().optional(),
  highRisk: HighRiskPricingSchema.optional(),
  /** Offered only to business customers of this bank. */
  bankCustomersOnly: z.enum(BUSINESS_BANKS).optional(),
  minMonthlyVolumeCents: cents.optional(),
  /** Above this monthly volume the published pricing no longer applies (custom quotes). */
  maxMonthlyVolumeCents: cents.optional(),
  /** Serves only these industries (a legal or non-profit programme, a merchant of record). */
  industriesOnly: z.array(z.enum(INDUSTRIES)).optional(),
  /** Usable only by merchants on these store platforms (a platform's own processor). */
  platformsOnly: z.array(z.enum(PLATFORMS)).optional(),
  /**
   * Sold only inside one software, or to the kind of platform that embeds it: offered only to merchants who run
   * it (the software's own subscription is not priced, so proposing a switch to it would understate the cost).
   */
  softwareOnly: z
    .object({
      /** How the reason names it: "Mindbody's booking software". */
      software: z.string().min(1),
      /** Answers that mean the merchant runs it. */
      posSoftware: z.array(z.enum(POS_SOFTWARE)).optional(),
      /** Industries that are the platform kind that embeds it (a marketplace embedding WePay). */
      industries: z.array(z.enum(INDUSTRIES)).optional(),
      /** Whole words naming it in the merchant's own description of the business ("Clio"). */
      describedAs: z.array(z.string().regex(/^[A-Za-z][\w -]*$/)).optional(),
      sourceUrl: webUrl(),
    })
    .optional(),
  /** The processor bundled with this point-of-sale or booking software. */
  bundledWith: z.array(z.enum(POS_SOFTWARE)).optional(),
  /** Pays out sellers on a marketplace (split payments, seller onboarding). */
  marketplacePayouts: z.boolean().optional(),
  /** Deposits client funds to a trust (IOLTA) account with fees drawn from the operating account. */
  trustAccounting: z.boolean().optional(),
  /** Online only: no card readers or terminals. */
  onlineOnly: z.boolean().optional(),
  sourceUrl: webUrl().optional(),
})
export type Eligibility = z.infer<typeof EligibilitySchema>

/** Interchange-plus margin a merchant of this size negotiates (large merchants never pay list rates). */
export const VolumePricingSchema = z.object({
  fromMonthlyVolumeCents: cents,
  cardPresent: RateSchema,
  cardNotPresent: RateSchema,
  note: z.string(),
})
export type VolumePricing = z.infer<typeof VolumePricingSchema>

export const ProviderSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'The id must be a lowercase slug such as "stripe".'),
  name: z.string().min(1),
  description: z.string().min(1),
  website: webUrl(),
  pricingModel: z.enum(PRICING_MODELS),
  costModel: z.enum(COST_MODELS),
  rateBasis: z.enum(['all_in', 'markup_over_interchange']),
  cardPresent: RateSchema.nullable(),
  cardNotPresent: RateSchema,
  keyed: RateSchema.nullable(),
  internationalSurchargePercent: percent,
  /** Null where the provider publishes no conversion fee. */
  currencyConversionPercent: percent.nullable(),
  monthlyFeeCents: cents,
  setupFeeCents: cents,
  markupTiers: z.array(MarkupTierSchema).optional(),
  subscriptionPlans: z.array(SubscriptionPlanSchema).optional(),
  tieredRates: TieredRatesSchema.optional(),
  otherFees: OtherFeesSchema,
  contract: ContractTermsSchema,
  payout: PayoutSpeedSchema,
  features: z.array(z.string()).min(1),
  priorityFit: PriorityFitSchema,
  integrations: z.array(z.enum(INTEGRATION_IDS)),
  supportedIndustries: z.array(z.enum(INDUSTRIES)).min(1),
  /** Monthly card volume (cents) the offer is designed for; outside it the volume-fit factor falls. */
  idealMonthlyVolumeCents: z.object({ min: cents, max: cents.nullable() }),
  bestFor: z.string(),
  pros: z.array(z.string()).min(1),
  cons: z.array(z.string()).min(1),
  isActive: z.boolean(),
  /** True when the provider publishes no rate card and the figures model typical terms. */
  isEstimate: z.boolean(),
  /** Source of the headline rates. */
  sourceUrl: webUrl(),
  asOf: isoDate,
  /** Sources per figure group where they differ from the headline source. */
  figureSources: z.array(FigureSourceSchema),
  eligibility: EligibilitySchema.optional(),
  volumePricing: VolumePricingSchema.optional(),
  /** One-off card-reader or terminal cost per location for in-person sales. */
  hardwareCents: cents.optional(),
  /** Extra percent of recurring volume for the provider's subscription-billing product (e.g. Stripe Billing). */
  subscriptionAddOnPercent: percent.optional(),
})
export type Provider = z.infer<typeof ProviderSchema>
