import { describeStep } from '@shared/assessment/assessment.schemas'
import { EstimateRequestSchema } from '@shared/pricing/estimate.schemas'
import type { EstimateResult } from '@shared/pricing/estimate-result'
import { AppError } from '../../lib/app-error'
import type { CatalogueService } from '../catalogue/catalogue.service'
import type { AssessmentRepository, AssessmentRow } from './assessment.repository'
import type { AssessmentViewCache } from './assessment-view-cache'
import { requiredAnswerIssues } from './required-answers'

type Deps = {
  repo: Pick<AssessmentRepository, 'claimIfUnowned' | 'updateInProgress'>
  load: (id: string) => Promise<AssessmentRow>
  catalogue: Pick<CatalogueService, 'estimate'>
  views: Pick<AssessmentViewCache, 'invalidate'>
  now: () => Date
}

/**
 * Checks the answers, ranks every provider with the engine and stores the result. Idempotent. Completed
 * while signed in, the assessment joins that account's history.
 */
export const completeAssessment =
  ({ repo, load, catalogue, views, now }: Deps) =>
  async (id: string, userId?: string) => {
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
  }
