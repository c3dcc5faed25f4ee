import {
  DAILY_ASSESSMENT_QUOTA,
  type NewUserAssessmentRequest,
  type NewUserAssessmentResponse,
} from '@shared/assessment/user-assessment.schemas'
import type { BusinessType } from '@shared/catalogue/taxonomy'
import { REPORT_LABELS, reportTypeFor } from '@shared/checkout/prices'
import { formatUsd } from '@shared/format'
import type { EstimateRequest } from '@shared/pricing/estimate.schemas'
import type { Db } from '../../db/client'
import { createJobRepository } from '../../jobs/job.repository'
import { newId } from '../../lib/ids'
import { createAssessmentRepository } from '../assessment/assessment.repository'
import type { AssessmentService } from '../assessment/assessment.service'
import { createOrderAssessments } from '../assessment/order-assessment.repository'
import { createCatalogueRepository } from '../catalogue/catalogue.repository'
import type { RateLimiter } from '../rate-limit/rate-limit.service'
import { createReportRepository } from '../reports/report.repository'
import { createReport, snapshotAt } from '../reports/report.service'

const DAY_MS = 24 * 60 * 60_000
/** A report made from the dashboard is part of the tier: open as long as a bought one (spec: 30 days). */
export const INCLUDED_REPORT_DAYS = 30

type User = { id: string; email: string; tier: 'free' | BusinessType; role: 'admin' | 'user' }

type Deps = {
  db: Db
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
export function createQuickAssessmentService({ db, assessments, limiter, importedRequest, now }: Deps) {
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
      const reportId = await db.transaction(async (tx) => {
        await createAssessmentRepository(tx).insert(row)
        if (!tier) return undefined
        const order = await createOrderAssessments(tx).find(row.id, tx)
        if (!order) throw new Error('the assessment just stored is missing')
        const at = now()
        // Its PDF is queued with it, as for a bought report.
        const report = await createReport(
          { reports: createReportRepository(tx), jobs: createJobRepository(tx, now) },
          {
            id: newId(),
            userId: user.id,
            assessmentId: row.id,
            reportType: reportTypeFor(tier),
            amountCents: 0,
            isPaid: false,
            snapshot: await snapshotAt(createCatalogueRepository(tx), order, at),
            createdAt: at,
            expiresAt: new Date(at.getTime() + INCLUDED_REPORT_DAYS * DAY_MS),
          },
        )
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
