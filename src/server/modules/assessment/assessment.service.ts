import {
  type AssessmentResponse,
  type CaptureEmailRequest,
  describeStep,
  maxStepFor,
  type StartAssessmentRequest,
  type UpdateAssessmentRequest,
} from '@shared/assessment/assessment.schemas'
import type { NewUserAssessmentRequest, UserAssessment } from '@shared/assessment/user-assessment.schemas'
import {
  type EstimateRequest,
  EstimateRequestSchema,
  type EstimateResult,
} from '@shared/pricing/estimate.schemas'
import { AppError, notFound } from '../../lib/app-error'
import { newId } from '../../lib/ids'
import type { CatalogueService } from '../catalogue/catalogue.service'
import type { MailService } from '../mail/mail.service'
import type { RateLimiter } from '../rate-limit/rate-limit.service'
import { toAssessmentDto, toAssessmentResponse, toUserAssessment } from './assessment.dto'
import type { AssessmentRepository, AssessmentRow, NewAssessment } from './assessment.repository'
import type { AssessmentViewCache } from './assessment-view-cache'
import { recommendationMailVariables } from './recommendation-mail'
import { requiredAnswerIssues } from './required-answers'

type Deps = {
  repo: AssessmentRepository
  limiter: RateLimiter
  mail: Pick<MailService, 'queue' | 'isVerified' | 'confirmationUrl'>
  catalogue: Pick<CatalogueService, 'estimate'>
  /** The id of the viewer's own open report made from this assessment, if any. */
  ownedReport: (assessmentId: string, userId: string) => Promise<string | undefined>
  /** Completed assessments' public answers, kept per row version. */
  views: AssessmentViewCache
  publicUrl: string
  now: () => Date
}

export const creationLimit = { max: 60, windowMs: 10 * 60_000 }
export const recommendationEmailLimit = { max: 3, windowMs: 60 * 60_000 }

const missing = () => notFound('Assessment')

export function createAssessmentService({
  repo,
  limiter,
  mail,
  catalogue,
  ownedReport,
  views,
  publicUrl,
  now,
}: Deps) {
  const load = async (id: string): Promise<AssessmentRow> => {
    const row = await repo.findById(id)
    if (!row) throw missing()
    return row
  }

  const limitCreation = (ip: string | undefined) =>
    limiter.consume(
      `assessment:create:${ip ?? 'unknown'}`,
      creationLimit,
      'Too many assessments started from this network. Please wait a few minutes and try again.',
    )

  return {
    /** Landing-page email capture: an empty in-progress assessment. */
    captureEmail: async (input: CaptureEmailRequest, ip?: string) => {
      await limitCreation(ip)
      const row = await repo.insert({
        id: newId(),
        email: input.email,
        currentStep: 1,
        maxStep: maxStepFor(null),
        stepDescription: describeStep(1, maxStepFor(null), false),
      })
      return { assessmentId: row.id }
    },

    /** Step 1 without an assessment: creates one with its business type; the wizard moves to step 2. */
    start: async (input: StartAssessmentRequest, ip?: string) => {
      await limitCreation(ip)
      const maxStep = maxStepFor(input.businessType)
      const row = await repo.insert({
        id: newId(),
        email: input.email,
        businessType: input.businessType,
        currentStep: 2,
        maxStep,
        stepDescription: describeStep(2, maxStep, false),
        assessmentData: { step: 2 },
      })
      return toAssessmentDto(row)
    },

    /**
     * The assessment and its free recommendation; for the viewer who bought its report, the whole ranking
     * and the report's id (what was paid for stays unlocked for its owner).
     */
    get: async (id: string, viewerId?: string): Promise<AssessmentResponse> => {
      const reportId = viewerId ? await ownedReport(id, viewerId) : undefined
      if (!reportId) {
        const view = await views.completed(id)
        if (view) return view.response
      }
      return toAssessmentResponse(await load(id), reportId)
    },
    /**
     * The public answer of a completed assessment as JSON text, with its version (what the recommendation
     * page is cached by); null while it is in progress or unknown.
     */
    publicView: (id: string) => views.completed(id),

    /** A partial save of the answers given so far. */
    update: async (id: string, input: UpdateAssessmentRequest) => {
      const row = await load(id)
      if (row.status === 'completed') {
        throw new AppError('CONFLICT', 'This assessment is already completed and can no longer be changed.')
      }
      const businessType = input.businessType ?? row.businessType
      const maxStep = maxStepFor(businessType)
      const { step, ...data } = input.assessmentData ?? {}
      const requested = step ?? row.currentStep
      const currentStep = Math.max(1, Math.min(requested, maxStep + 1))
      const assessmentData: Record<string, unknown> = { ...row.assessmentData, ...data, step: currentStep }
      // A null answer removes the earlier one (rates given for a provider the merchant no longer names).
      for (const [key, value] of Object.entries(data)) if (value === null) delete assessmentData[key]
      if (input.currentProvider !== undefined) assessmentData.currentProvider = input.currentProvider
      if (input.features !== undefined) assessmentData.features = input.features

      const patch: Partial<NewAssessment> = {
        businessType,
        maxStep,
        currentStep,
        stepDescription: describeStep(currentStep, maxStep, false),
        assessmentData,
      }
      if (input.industryType !== undefined) patch.industryType = input.industryType
      if (input.monthlyTransactions !== undefined) patch.monthlyTransactions = input.monthlyTransactions
      if (input.totalMonthlyVolume !== undefined)
        patch.totalMonthlyVolume = input.totalMonthlyVolume.toFixed(2)
      if (input.currentProvider !== undefined) patch.currentProvider = input.currentProvider
      if (input.features !== undefined) patch.features = input.features

      const updated = await repo.updateInProgress(id, patch)
      if (!updated) {
        throw new AppError('CONFLICT', 'This assessment is already completed and can no longer be changed.')
      }
      return toAssessmentDto(updated)
    },

    /**
     * Checks the answers, ranks every provider with the engine and stores the result. Idempotent. Completed
     * while signed in, the assessment joins that account's history.
     */
    complete: async (id: string, userId?: string) => {
      const row = await load(id)
      if (row.status === 'completed') return { id: row.id }
      if (userId) await repo.claimIfUnowned(id, userId)
      views.invalidate(id)
      const issues = requiredAnswerIssues(row)
      const parsed = EstimateRequestSchema.safeParse({
        businessType: row.businessType ?? undefined,
        industryType: row.industryType ?? undefined,
        monthlyTransactions: row.monthlyTransactions ?? undefined,
        totalMonthlyVolume: row.totalMonthlyVolume === null ? undefined : Number(row.totalMonthlyVolume),
        currentProvider: row.currentProvider ?? undefined,
        features: row.features,
        assessmentData: row.assessmentData,
      })
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          issues.push({ path: issue.path.join('.'), message: issue.message })
        }
      }
      const first = issues[0]
      if (first || !parsed.success) {
        throw new AppError('VALIDATION_FAILED', first?.message ?? 'The assessment is incomplete.', {
          details: issues,
        })
      }
      // Ranked against the catalogue as it stands in the database (admin edits included).
      const results: EstimateResult = await catalogue.estimate(parsed.data, { full: true })
      const maxStep = row.maxStep
      const done = await repo.updateInProgress(id, {
        status: 'completed',
        results,
        completedAt: now(),
        currentStep: maxStep + 1,
        stepDescription: describeStep(maxStep + 1, maxStep, true),
      })
      views.invalidate(id)
      return { id: done?.id ?? row.id }
    },

    /** Queues the "your free recommendation" mail to the assessment's email address. */
    sendRecommendationEmail: async (id: string) => {
      const row = await load(id)
      const variables = recommendationMailVariables(
        row.id,
        row.status === 'completed' ? row.results : null,
        publicUrl,
      )
      if (!variables) {
        throw new AppError(
          'CONFLICT',
          'Complete the assessment first: there is no recommendation to send yet.',
        )
      }
      await limiter.consume(
        `assessment:recommendation-email:${row.id}`,
        recommendationEmailLimit,
        'This recommendation has already been emailed several times. Please check your inbox or try again in an hour.',
      )
      // An address not yet proven first gets a confirmation link; following it mails the recommendation.
      if (!(await mail.isVerified(row.email))) {
        await mail.queue({
          template: 'verify-email',
          to: row.email,
          variables: {
            purpose: 'your payment processor recommendation',
            confirmUrl: await mail.confirmationUrl(row.email, { r: row.id }),
          },
        })
        return { confirmationSent: true }
      }
      await mail.queue({ template: 'recommendation', to: row.email, variables })
      return { confirmationSent: false }
    },

    /** The signed-in account's history (spec §2 Assessment History). */
    listForUser: async (userId: string): Promise<UserAssessment[]> =>
      (await repo.listForUser(userId)).map((r) => toUserAssessment(r.assessment, r.reportId)),

    /**
     * The dashboard's Quick Assessment: the row of a completed assessment owned by the user, ranked by the
     * engine from the figures given (the volume as typed, or transactions × average). The caller stores it.
     */
    rankForUser: async (
      user: { id: string; email: string },
      input: NewUserAssessmentRequest,
      /** The request built from an import of the user's: its figures are priced instead of the typed ones. */
      imported?: EstimateRequest,
    ): Promise<NewAssessment & { id: string; results: EstimateResult }> => {
      const monthlyTransactions = imported?.monthlyTransactions ?? input.monthlyTransactions
      const totalMonthlyVolume =
        imported?.totalMonthlyVolume ??
        input.totalMonthlyVolume ??
        Math.round(input.monthlyTransactions * input.averageTransactionAmount * 100) / 100
      const { currentProvider, lastMonthFees, posSoftware, channelSplit, restrictedCategory } = input
      // The deciding answers the dialog gave, kept with the assessment as the wizard keeps them.
      const answers = Object.fromEntries(
        Object.entries({ lastMonthFees, posSoftware, channelSplit, restrictedCategory }).filter(
          ([, v]) => v !== undefined,
        ),
      )
      // A provider typed in the dialog wins over the one an import's format names.
      const provider = currentProvider?.trim() ? currentProvider.trim() : imported?.currentProvider
      const data = { ...imported?.assessmentData, ...answers }
      const parsed = EstimateRequestSchema.safeParse({
        ...imported,
        businessType: input.businessType,
        industryType: input.industryType,
        monthlyTransactions,
        totalMonthlyVolume,
        features: input.features,
        ...(provider ? { currentProvider: provider } : {}),
        assessmentData: data,
      })
      if (!parsed.success) {
        const first = parsed.error.issues[0]
        throw new AppError('VALIDATION_FAILED', first?.message ?? 'Please check the transaction figures.', {
          details: parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
        })
      }
      const results = await catalogue.estimate(parsed.data, { full: true })
      const maxStep = maxStepFor(input.businessType)
      const at = now()
      return {
        id: newId(),
        email: user.email,
        userId: user.id,
        businessType: input.businessType,
        industryType: input.industryType,
        monthlyTransactions,
        totalMonthlyVolume: totalMonthlyVolume.toFixed(2),
        features: input.features,
        currentProvider: provider ?? null,
        assessmentData: {
          ...(imported ? { source: 'import', importId: input.importId } : { source: 'dashboard' }),
          ...data,
          ...(provider ? { currentProvider: provider } : {}),
          features: input.features,
        },
        status: 'completed',
        results,
        currentStep: maxStep + 1,
        maxStep,
        stepDescription: describeStep(maxStep + 1, maxStep, true),
        completedAt: at,
        createdAt: at,
        updatedAt: at,
      }
    },

    /** The row itself, for other services (mail, checkout). */
    findRow: (id: string) => repo.findById(id),
    /** Whether an assessment has this id (one indexed read: asked before a page is rendered for it). */
    exists: (id: string) => repo.exists(id),
  }
}
export type AssessmentService = ReturnType<typeof createAssessmentService>
