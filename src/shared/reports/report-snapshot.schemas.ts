import { z } from 'zod'
import { PRICING_MODELS } from '../catalogue/provider.schemas'
import { CurrentPricingSchema } from '../pricing/estimate.schemas'
import {
  ImplementationStepSchema,
  ReportAdviceSchema,
  ReportAssessmentSchema,
  ReportExcludedSchema,
} from './report.schemas'

/**
 * What a report froze when it was made (the `reports.snapshot` column): the merchant's answers, the engine's
 * whole ranking and the switching plan. Every reader (the dashboard's listing, the PDF) parses it with this
 * schema; objects stay loose so that a field added to the engine's answer still reaches the dashboard.
 */

/** An answer as stored: a value of another type (an older form) reads as not given. */
const answer = <T extends z.ZodType>(schema: T) => schema.nullish().catch(undefined)

/** The further answers the PDF describes the merchant with (all optional; the rest pass through). */
const SnapshotAnswersSchema = z.looseObject({
  industryOther: answer(z.string()),
  integrations: answer(z.array(z.string())),
  timeline: answer(z.string()),
  lastMonthFees: answer(z.number()),
  locations: answer(z.number()),
  internationalShare: answer(z.number()),
  contractEndDate: answer(z.string()),
  posSoftware: answer(z.string()),
  currentPricing: answer(CurrentPricingSchema),
  earlyTerminationFee: answer(z.number()),
  equipmentLeaseMonthly: answer(z.number()),
})

const SnapshotAssessmentSchema = ReportAssessmentSchema.extend({
  assessmentData: SnapshotAnswersSchema.nullish(),
})

const SnapshotProviderSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  transactionFeePercent: z.number(),
  transactionFeeFixed: z.number(),
  monthlyFee: z.number(),
  setupFee: z.number(),
  pricingModel: z.enum(PRICING_MODELS),
  rateBasis: z.enum(['all_in', 'markup_over_interchange']),
  features: z.array(z.string()),
  isEstimate: z.boolean(),
  sourceUrl: z.string(),
  asOf: z.string(),
})

const SnapshotRecommendationSchema = z.looseObject({
  pspProvider: SnapshotProviderSchema,
  matchScore: z.number(),
  estimatedMonthlyCost: z.number(),
  estimatedMonthlyCostCents: z.number().int(),
  effectiveRate: z.number(),
  costRank: z.number(),
  reasons: z.array(z.string()),
  breakdown: z.array(
    z.looseObject({
      key: z.string(),
      label: z.string(),
      cents: z.number(),
      dollars: z.number(),
      detail: z.string(),
    }),
  ),
  scoreFactors: z.array(
    z.object({
      key: z.enum(['cost', 'priorities', 'industryFit', 'volumeFit', 'integrations']),
      label: z.string(),
      value: z.number(),
      weight: z.number(),
    }),
  ),
})

const SnapshotSavingsSchema = z.looseObject({
  annualSavings: z.number(),
  monthlySavings: z.number(),
  currentMonthlyCost: z.number(),
  recommendedMonthlyCost: z.number(),
  baselineLabel: z.string(),
  baselineSource: z.enum(['last_month_fees', 'stated_terms', 'current_provider', 'percentile_baseline']),
  baselineProviderId: z.string().nullable(),
  recommendedProviderId: z.string().nullable(),
})

const SnapshotAssumptionsSchema = z.looseObject({
  channelSplit: z.object({ cardPresent: z.number(), online: z.number(), keyed: z.number() }),
  cardMix: z.array(
    z.object({
      category: z.string(),
      label: z.string(),
      share: z.number(),
      cardPresentRate: z.string(),
      cardNotPresentRate: z.string(),
    }),
  ),
  averageTicket: z.number(),
  internationalShare: z.number(),
  setupAmortisationMonths: z.number(),
  notes: z.array(z.string()),
})

export const ReportSnapshotSchema = z.object({
  assessment: SnapshotAssessmentSchema,
  recommendations: z.array(SnapshotRecommendationSchema),
  savings: SnapshotSavingsSchema.nullable(),
  assumptions: SnapshotAssumptionsSchema.nullable(),
  costBreakdown: z.array(
    z.object({
      providerId: z.string(),
      providerName: z.string(),
      monthlyCostCents: z.number(),
      lines: z.array(z.unknown()),
    }),
  ),
  implementationGuide: z.array(ImplementationStepSchema),
  /** When the snapshot was taken: the version of the report's content (its PDF is stored per version). */
  generatedAt: z.string(),
  /** Providers left out before ranking, with reason and source (absent on older snapshots). */
  excluded: z.array(ReportExcludedSchema).default([]),
  /** Switch, stay, renegotiate or choose, with switching costs netted (absent on older snapshots). */
  advice: ReportAdviceSchema.nullable().default(null),
})
export type ReportSnapshot = z.infer<typeof ReportSnapshotSchema>
