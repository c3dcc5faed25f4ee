import { z } from 'zod'
import { emailAddress } from '../account/email-address'
import { BUSINESS_TYPES, type BusinessType, PRIORITY_IDS } from '../catalogue/taxonomy'
import { admitting } from '../http/endpoint'
import {
  AssessmentDataSchema,
  CurrentPricingSchema,
  EstimateRequestSchema,
} from '../pricing/estimate.schemas'
import type { Advice, EstimateAssumptions, Recommendation, Savings } from '../pricing/estimate-result'

/** Steps per business type (spec §4): 5 startup, 6 established, 8 enterprise, 6 before a type. */
export const MAX_STEPS: Record<BusinessType, number> = { startup: 5, established: 6, enterprise: 8 }
export const STEPS_BEFORE_TYPE = 6

export const maxStepFor = (businessType: BusinessType | null | undefined): number =>
  businessType ? MAX_STEPS[businessType] : STEPS_BEFORE_TYPE

/** What each wizard step asks; `stepDescription` names the last step answered. */
export const STEP_NAMES: Record<number, string> = {
  1: 'Business Type',
  2: 'Industry',
  3: 'Transaction Volume',
  4: 'Current Provider',
  5: 'Priorities',
  6: 'Integrations & Timeline',
  7: 'Locations & Markets',
  8: 'Costs & Contract',
}

export const describeStep = (currentStep: number, maxStep: number, completed: boolean): string => {
  if (completed) return 'Completed'
  const answered = Math.min(currentStep - 1, maxStep)
  return answered < 1 ? 'Email Captured' : (STEP_NAMES[answered] ?? 'In Progress')
}

/** Shares of international cards offered on the enterprise "Locations & markets" step. */
export const INTERNATIONAL_SHARE_OPTIONS = [
  { value: 0, label: 'None' },
  { value: 0.05, label: 'Under 10%' },
  { value: 0.2, label: '10–30%' },
  { value: 0.4, label: 'Over 30%' },
] as const

export const EmailSchema = emailAddress('Please enter a valid email address')

export const CaptureEmailRequestSchema = z.object({ email: EmailSchema })
export type CaptureEmailRequest = z.infer<typeof CaptureEmailRequestSchema>
export const CaptureEmailResponseSchema = z.object({ assessmentId: z.string() })

const BusinessTypeSchema = z.enum(BUSINESS_TYPES, {
  error: 'Choose a business type: startup, established or enterprise.',
})

export const StartAssessmentRequestSchema = z.object({ email: EmailSchema, businessType: BusinessTypeSchema })
export type StartAssessmentRequest = z.infer<typeof StartAssessmentRequestSchema>

const fields = EstimateRequestSchema.shape

/** A partial save: every field optional; `assessmentData.step` is the step the user moves to. */
export const UpdateAssessmentRequestSchema = z.object({
  businessType: BusinessTypeSchema.optional(),
  industryType: fields.industryType.optional(),
  monthlyTransactions: z.coerce
    .number({ error: 'Monthly transactions must be a number.' })
    .int('Monthly transactions must be a whole number.')
    .min(0, 'Monthly transactions cannot be negative.')
    .max(10_000_000, 'Enter at most 10,000,000 transactions per month.')
    .optional(),
  totalMonthlyVolume: z.coerce
    .number({ error: 'Monthly volume must be a number.' })
    .min(0, 'Monthly volume cannot be negative.')
    .max(100_000_000, 'Monthly volume must be at most $100,000,000.')
    .refine(
      (n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6,
      'Monthly volume can have at most 2 decimal places.',
    )
    .optional(),
  currentProvider: fields.currentProvider,
  features: z
    .array(z.enum(PRIORITY_IDS, { error: 'Choose priorities from the list.' }))
    .max(6, 'Rank at most 6 priorities.')
    .refine((f) => new Set(f).size === f.length, 'Each priority can be ranked only once.')
    .optional(),
  // A strict copy of the engine's answers: keys the wizard doesn't know are dropped, never stored.
  assessmentData: z
    .object({
      ...AssessmentDataSchema.shape,
      // What the current provider charges: null removes an earlier answer (the merchant chose another provider).
      currentPricing: CurrentPricingSchema.nullable().optional(),
      earlyTerminationFee: AssessmentDataSchema.shape.earlyTerminationFee.unwrap().nullable().optional(),
      equipmentLeaseMonthly: AssessmentDataSchema.shape.equipmentLeaseMonthly.unwrap().nullable().optional(),
      step: z.coerce
        .number({ error: 'The step must be a number.' })
        .int('The step must be a whole number.')
        .min(1, 'The step must be at least 1.')
        .max(9, 'The step must be at most 9.')
        .optional(),
    })
    .optional(),
})
export type UpdateAssessmentRequest = z.infer<typeof UpdateAssessmentRequestSchema>

export const AssessmentIdParamsSchema = z.object({ id: z.string().min(1).max(64) })

export const AssessmentSchema = z.object({
  id: z.string(),
  businessType: BusinessTypeSchema.nullable(),
  industryType: z.string().nullable(),
  monthlyTransactions: z.number().int().nullable(),
  totalMonthlyVolume: z.number().nullable(),
  currentProvider: z.string().nullable(),
  features: z.array(z.string()),
  assessmentData: z.record(z.string(), z.unknown()),
  status: z.enum(['in_progress', 'completed']),
  currentStep: z.number().int(),
  maxStep: z.number().int(),
  stepDescription: z.string(),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type AssessmentDto = z.infer<typeof AssessmentSchema>

/** A locked option on the free page: how it scores and costs, never which provider it is. */
export const TeaserSchema = z.object({
  kind: z.enum(['runner-up', 'budget']),
  matchScore: z.number(),
  estimatedMonthlyCost: z.number(),
})
export type Teaser = z.infer<typeof TeaserSchema>

const RecommendationSchema = z.looseObject({
  pspProvider: z.looseObject({
    name: z.string(),
    transactionFeePercent: z.number(),
    transactionFeeFixed: z.number(),
    monthlyFee: z.number(),
  }),
  matchScore: z.number(),
  estimatedMonthlyCost: z.number(),
  reasons: z.array(z.string()),
})

export type AssessmentResponse = {
  assessment: AssessmentDto
  recommendations: Recommendation[]
  savings: Savings | null
  assumptions: EstimateAssumptions | null
  teasers: Teaser[]
  optionsAnalysed: number
  ownedReportId: string | null
  advice?: Advice | null
}

/**
 * The answer of GET /api/assessment/{id}: checked on the fields every page reads, the engine's detail kept as
 * sent and typed by `AssessmentResponse`.
 */
export const AssessmentResponseSchema = admitting<AssessmentResponse>()(
  z.object({
    assessment: AssessmentSchema,
    /** The free top recommendation ([] until completed); the full ranking belongs to the paid report. */
    recommendations: z.array(RecommendationSchema),
    savings: z.looseObject({ annualSavings: z.number(), baselineLabel: z.string() }).nullable(),
    assumptions: z.looseObject({ notes: z.array(z.string()) }).nullable(),
    teasers: z.array(TeaserSchema),
    optionsAnalysed: z.number().int(),
    /** The signed-in viewer's open report from this assessment: then `recommendations` is the whole ranking. */
    ownedReportId: z.string().nullable(),
    /** Switch, stay, renegotiate or choose, with switching costs netted (absent on older assessments). */
    advice: z
      .looseObject({ kind: z.string(), headline: z.string(), details: z.array(z.string()) })
      .nullable()
      .optional(),
  }),
)

export const AssessmentOnlyResponseSchema = z.object({ assessment: AssessmentSchema })
export const CompleteResponseSchema = z.object({ assessment: z.object({ id: z.string() }) })
export const MessageResponseSchema = z.object({ message: z.string() })
/** The recommendation mail's answer: sent, or first a link confirming an address not yet proven. */
export const RecommendationEmailResponseSchema = z.object({
  message: z.string(),
  confirmationSent: z.boolean(),
})
