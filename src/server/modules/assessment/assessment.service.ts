import {
  type AssessmentResponse,
  type CaptureEmailRequest,
  describeStep,
  maxStepFor,
  type StartAssessmentRequest,
} from '@shared/assessment/assessment.schemas'
import type { UserAssessment } from '@shared/assessment/user-assessment.schemas'
import type { Tier } from '@shared/auth/entitlements'
import { notFound } from '../../lib/app-error'
import { newId } from '../../lib/ids'
import type { CatalogueService } from '../catalogue/catalogue.service'
import type { MailService } from '../mail/mail.service'
import type { RateLimiter } from '../rate-limit/rate-limit.service'
import { toAssessmentDto, toAssessmentResponse, toUserAssessment } from './assessment.dto'
import type { AssessmentRepository, AssessmentRow } from './assessment.repository'
import type { AssessmentViewCache } from './assessment-view-cache'
import { completeAssessment } from './complete-assessment'
import { rankForUser } from './rank-for-user'
import { sendRecommendationEmail } from './send-recommendation-email'
import { updateAssessment } from './update-assessment'

type Deps = {
  repo: AssessmentRepository
  limiter: RateLimiter
  mail: Pick<MailService, 'queue' | 'isVerified' | 'confirmationUrl'>
  catalogue: Pick<CatalogueService, 'estimate'>
  /** The id of the viewer's own open report made from this assessment, if any (the report service's rule). */
  ownedReport: (assessmentId: string, viewer: Viewer) => Promise<string | undefined>
  /** Completed assessments' public answers, kept per row version. */
  views: AssessmentViewCache
  publicUrl: string
  now: () => Date
}

/** Who is looking at an assessment: the account and the plan in force now. */
type Viewer = { id: string; role: string; tier: Tier }

export const creationLimit = { max: 60, windowMs: 10 * 60_000 }

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
    get: async (id: string, viewer?: Viewer | null): Promise<AssessmentResponse> => {
      const reportId = viewer ? await ownedReport(id, viewer) : undefined
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

    update: updateAssessment({ repo, load }),
    complete: completeAssessment({ repo, load, catalogue, views, now }),
    sendRecommendationEmail: sendRecommendationEmail({ load, limiter, mail, publicUrl }),
    rankForUser: rankForUser({ catalogue, now }),

    /** The signed-in account's history (spec §2 Assessment History). */
    listForUser: async (userId: string): Promise<UserAssessment[]> =>
      (await repo.listForUser(userId)).map((r) => toUserAssessment(r.assessment, r.reportId)),

    /** The row itself, for other services (mail, checkout). */
    findRow: (id: string) => repo.findById(id),
    /** Whether an assessment has this id (one indexed read: asked before a page is rendered for it). */
    exists: (id: string) => repo.exists(id),
  }
}
export type AssessmentService = ReturnType<typeof createAssessmentService>
