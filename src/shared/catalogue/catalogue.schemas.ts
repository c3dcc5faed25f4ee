import { z } from 'zod'
import { PRICING_MODELS } from './provider.schemas'

/** A provider as `GET /api/psp-providers` lists it (spec: PSP provider entity, plus sources). */
export const PspProviderDtoSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  transactionFeePercent: z.number().describe('Headline online (card-not-present) rate, percent'),
  transactionFeeFixed: z.number().describe('Headline online fixed fee, dollars'),
  monthlyFee: z.number(),
  setupFee: z.number(),
  pricingModel: z.enum(PRICING_MODELS),
  rateBasis: z.enum(['all_in', 'markup_over_interchange']),
  features: z.array(z.string()),
  supportedIndustries: z.array(z.string()),
  bestFor: z.string(),
  /** The provider's own site. */
  website: z.string(),
  pros: z.array(z.string()),
  cons: z.array(z.string()),
  contractTerms: z.string(),
  payout: z.string(),
  /** Fees beyond the processing rate, as the provider publishes them ('Chargeback: $15.00'). */
  additionalFees: z.array(z.string()),
  /** What it connects to ('developer API', 'point-of-sale system'…). */
  integrationOptions: z.array(z.string()),
  isEstimate: z
    .boolean()
    .describe('True when the provider publishes no rate card and figures model typical terms'),
  sourceUrl: z.string(),
  asOf: z.string().describe('Date the figures were checked (YYYY-MM-DD)'),
})
export type PspProviderDto = z.infer<typeof PspProviderDtoSchema>

/** `POST /api/estimate` answers the engine's result; nested parts are documented in the methodology. */
export const EstimateResponseSchema = z.looseObject({
  recommendations: z.array(
    z.looseObject({
      pspProvider: z.looseObject({
        id: z.string(),
        name: z.string(),
        transactionFeePercent: z.number(),
        transactionFeeFixed: z.number(),
        monthlyFee: z.number(),
        pricingModel: z.enum(PRICING_MODELS),
      }),
      matchScore: z.number().int().min(0).max(100),
      estimatedMonthlyCost: z.number(),
      reasons: z.array(z.string()),
    }),
  ),
  savings: z.looseObject({ annualSavings: z.number(), baselineLabel: z.string() }),
  assumptions: z.looseObject({}),
})
