import { z } from 'zod'
import { BUSINESS_TYPES, INDUSTRIES, PRIORITY_IDS } from '../catalogue/taxonomy'
import { AssessmentDataSchema, EstimateRequestSchema } from '../pricing/estimate.schemas'

/**
 * The answers that decide the advice, as `POST /api/estimate` takes them (same schemas): who processes today,
 * what it cost last month, the point-of-sale software, how sales split, and a restricted product category.
 */
const data = AssessmentDataSchema.shape
export const DecidingAnswersSchema = z.object({
  currentProvider: EstimateRequestSchema.shape.currentProvider,
  lastMonthFees: data.lastMonthFees,
  posSoftware: data.posSoftware,
  channelSplit: data.channelSplit,
  restrictedCategory: data.restrictedCategory,
})
export type DecidingAnswers = z.infer<typeof DecidingAnswersSchema>

/** Assessments (each with its report on a paid tier) one account may make from the dashboard per day. */
export const DAILY_ASSESSMENT_QUOTA = 20
/** The most assessments and reports a dashboard list shows (newest first). */
export const DASHBOARD_LIST_LIMIT = 100

/** An assessment in the signed-in user's history (spec §3, user view). */
export const UserAssessmentSchema = z.object({
  id: z.string(),
  businessType: z.enum(BUSINESS_TYPES).nullable(),
  createdAt: z.string(),
  /** The user's report made from this assessment, when there is one. */
  reportId: z.string().optional(),
  assessmentData: z.object({
    businessType: z.string().nullable(),
    industryType: z.string().nullable(),
    industryOther: z.string().optional(),
    monthlyTransactions: z.number().nullable(),
    averageTransactionAmount: z.number().nullable(),
    currentProvider: z.string().nullable(),
    timeline: z.string().optional(),
    features: z.array(z.string()),
    /** Steps answered; absent for a quick assessment made from the dashboard. */
    step: z.number().optional(),
    /** The answers that decide the advice, when given (the Quick Assessment starts from them). */
    lastMonthFees: z.number().optional(),
    posSoftware: z.string().optional(),
    channelSplit: z.object({ cardPresent: z.number(), online: z.number(), keyed: z.number() }).optional(),
    restrictedCategory: z.string().optional(),
  }),
})
export type UserAssessment = z.infer<typeof UserAssessmentSchema>
export const UserAssessmentsResponseSchema = z.array(UserAssessmentSchema)

const positive = (label: string, max: number) =>
  z.coerce
    .number({ error: `${label} must be a number.` })
    .positive(`${label} must be more than 0.`)
    .max(max, `${label} is too large.`)

/**
 * The dashboard's Quick Assessment (spec §3). The dialog asks for the total monthly volume and sends the
 * average it implies; when it also sends the volume, the volume is used as typed (no rounding drift).
 */
export const NewUserAssessmentRequestSchema = z.object({
  businessType: z.enum(BUSINESS_TYPES, {
    error: 'Choose a business type: startup, established or enterprise.',
  }),
  industryType: z.enum(INDUSTRIES, { error: 'Choose an industry from the list.' }),
  monthlyTransactions: positive('Monthly transactions', 10_000_000).pipe(
    z.number().int('Monthly transactions must be a whole number.'),
  ),
  averageTransactionAmount: positive('The average transaction amount', 1_000_000),
  totalMonthlyVolume: positive('Total monthly volume', 100_000_000).optional(),
  features: z
    .array(z.enum(PRIORITY_IDS, { error: 'Choose priorities from the list.' }))
    .max(PRIORITY_IDS.length)
    .refine((f) => new Set(f).size === f.length, 'Each priority can be chosen only once.')
    .default([]),
  ...DecidingAnswersSchema.shape,
  /**
   * An import of the user's own (`/api/user/imports`): its latest full month's volume, count, channel split,
   * card mix, international share and fees are priced instead of the figures sent (business type, industry
   * and priorities still come from this body).
   */
  importId: z.string().min(1).max(64).optional(),
})
export type NewUserAssessmentRequest = z.infer<typeof NewUserAssessmentRequestSchema>

export const NewUserAssessmentResponseSchema = z.object({
  ok: z.literal(true),
  message: z.string(),
  assessmentId: z.string(),
  reportId: z.string().optional(),
})
export type NewUserAssessmentResponse = z.infer<typeof NewUserAssessmentResponseSchema>
