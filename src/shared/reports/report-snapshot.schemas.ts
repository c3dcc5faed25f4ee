import { z } from 'zod'
import { PRICING_MODELS } from '../catalogue/provider.schemas'
import { CurrentPricingSchema } from '../pricing/estimate.schemas'
import { RecordedTermsSchema } from './provider-terms'
import {
  ImplementationStepSchema,
  ReportAdviceSchema,
  ReportAssessmentSchema,
  ReportAssumptionsSchema,
  ReportExcludedSchema,
  ReportRecommendationSchema,
  ReportSavingsSchema,
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

// The dashboard's report schemas (report.schemas.ts) declare what the dashboard reads; the snapshot adds what
// the PDF reads and what the engine always writes.

const SnapshotRecommendationSchema = ReportRecommendationSchema.extend({
  pspProvider: ReportRecommendationSchema.shape.pspProvider.extend({
    pricingModel: z.enum(PRICING_MODELS),
    rateBasis: z.enum(['all_in', 'markup_over_interchange']),
    isEstimate: z.boolean(),
    sourceUrl: z.string(),
    asOf: z.string(),
  }),
  effectiveRate: z.number(),
  costRank: z.number(),
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

const SnapshotSavingsSchema = ReportSavingsSchema.extend({
  baselineSource: z.enum(['last_month_fees', 'stated_terms', 'current_provider', 'percentile_baseline']),
  baselineProviderId: z.string().nullable(),
  recommendedProviderId: z.string().nullable(),
})

const SnapshotAssumptionsSchema = ReportAssumptionsSchema.extend({
  cardMix: z.array(
    z.object({
      category: z.string(),
      label: z.string(),
      share: z.number(),
      cardPresentRate: z.string(),
      cardNotPresentRate: z.string(),
    }),
  ),
  internationalShare: z.number(),
  setupAmortisationMonths: z.number(),
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
  /** The terms of the merchant's provider and of those the advice prices, as they were (none on older ones). */
  providerTerms: RecordedTermsSchema,
})
export type ReportSnapshot = z.infer<typeof ReportSnapshotSchema>
