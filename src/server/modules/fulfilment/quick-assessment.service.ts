import {
  DAILY_ASSESSMENT_QUOTA,
  type NewUserAssessmentRequest,
  type NewUserAssessmentResponse,
} from '@shared/assessment/user-assessment.schemas'
import type { BusinessType } from '@shared/catalogue/taxonomy'
import { REPORT_LABELS, reportTypeFor } from '@shared/checkout/prices'
import { formatUsd } from '@shared/format'
import type { EstimateRequest } from '@shared/pricing/estimate.schemas'
import type { Transaction } from '../../db/transaction'
import type { JobRepository } from '../../jobs/job.repository'
import { newId } from '../../lib/ids'
import type { AssessmentRepository } from '../assessment/assessment.repository'
import type { AssessmentService } from '../assessment/assessment.service'
import type { OrderAssessments } from '../assessment/order-assessment.repository'
import type { RateLimiter } from '../rate-limit/rate-limit.service'
import type { ReportRepository } from '../reports/report.repository'
import { createReport, snapshotAt, type TermsSource } from '../reports/report.service'

const DAY_MS = 24 * 60 * 60_000
/** A report made from the dashboard is part of the tier: open as long as a bought one (spec: 30 days). */
export const INCLUDED_REPORT_DAYS = 30

type User = { id: string; email: string; tier: 'free' | BusinessType; role: 'admin' | 'user' }

/** The assessment and the report made from it, stored together (the report with its PDF job). */
type QuickRepos = {
  assessments: Pick<AssessmentRepository, 'insert'>
  orderAssessments: OrderAssessments
  reports: ReportRepository
  jobs: Pick<JobRepository, 'enqueue'>
  /** The catalogue, for the terms a report records. */
  catalogue: TermsSource
}

type Deps = {
  transaction: Transaction<QuickRepos>
  assessments: Pick<AssessmentService, 'rankForUser'>
  limiter: Pick<RateLimiter, 'consume'>
  /** The engine's request built from one of the user's imports (404 when it is not theirs). */
  importedRequest: (user: User, importId: string) => Promise<EstimateRequest>
  now: () => Date
}

const dailyQuota = { max: DAILY_ASSESSMENT_QUOTA, windowMs: DAY_MS }

/**
 * `POST /api/user/new-assessment`: the assessment, and for a paid tier a report of that tier made from it,
 * stored together or not at all.
 */
export function createQuickAssessmentService({
  transaction,
  assessments,
  limiter,
  importedRequest,
  now,
}: Deps) {
  return {
    create: async (user: User, input: NewUserAssessmentRequest): Promise<NewUserAssessmentResponse> => {
      // Each one ranks the catalogue and may store a report: an account gets a day's worth, not a flood.
      await limiter.consume(
        `quick-assessment:${user.id}`,
        dailyQuota,
        `You can create up to ${DAILY_ASSESSMENT_QUOTA} assessments a day. Please try again tomorrow.`,
      )
      const imported = input.importId ? await importedRequest(user, input.importId) : undefined
      const row = await assessments.rankForUser(user, input, imported)
      const top = row.results.recommendations[0]
      const tier = user.tier === 'free' ? null : user.tier
      const reportId = await transaction(async (repos) => {
        await repos.assessments.insert(row)
        if (!tier) return undefined
        const order = await repos.orderAssessments.find(row.id)
        if (!order) throw new Error('the assessment just stored is missing')
        const at = now()
        // Its PDF is queued with it, as for a bought report.
        const report = await createReport(repos, {
          id: newId(),
          userId: user.id,
          assessmentId: row.id,
          reportType: reportTypeFor(tier),
          amountCents: 0,
          isPaid: false,
          snapshot: await snapshotAt(repos.catalogue, order, at),
          createdAt: at,
          expiresAt: new Date(at.getTime() + INCLUDED_REPORT_DAYS * DAY_MS),
        })
        return report.id
      })
      const best = top
        ? `${top.pspProvider.name} is your best match at about ${formatUsd(top.estimatedMonthlyCostCents)} a month.`
        : 'No provider in the catalogue fits these figures.'
      const made = reportId && tier ? ` A new ${REPORT_LABELS[reportTypeFor(tier)]} is in My Reports.` : ''
      return {
        ok: true,
        message: `Your assessment is ready: ${best}${made}`,
        assessmentId: row.id,
        ...(reportId ? { reportId } : {}),
      }
    },
  }
}
