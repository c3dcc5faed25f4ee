import type { UserReport } from '@shared/reports/report.schemas'
import { AppError, notFound } from '../../lib/app-error'
import type { ReportSnapshot } from '../fulfilment/report-snapshot'
import type { ReportRepository, ReportRow } from './report.repository'

export const toUserReport = (row: ReportRow, now: Date): UserReport => {
  const expired = row.expiresAt.getTime() <= now.getTime()
  const snapshot = (expired ? {} : row.snapshot) as Partial<ReportSnapshot>
  return {
    id: row.id,
    assessmentId: row.assessmentId,
    reportType: row.reportType,
    amount: row.amountCents / 100,
    isPaid: row.isPaid,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    expired,
    assessment: snapshot.assessment ?? {},
    recommendations: snapshot.recommendations ?? [],
    savings: snapshot.savings ?? null,
    implementationGuide: snapshot.implementationGuide ?? [],
  }
}

export function createReportService(repo: ReportRepository, now: () => Date) {
  return {
    /** Enterprise owners may remove a report from their dashboard (spec §6: the delete icon). */
    hideForUser: async (user: { id: string; tier: string }, id: string) => {
      if (user.tier !== 'enterprise') {
        throw new AppError('FORBIDDEN', 'Removing reports from the dashboard is part of the Enterprise plan.')
      }
      if (!(await repo.hide(id, user.id, now()))) throw notFound('Report')
    },
    /** The user's reports; an expired one keeps its card but no longer carries the report's content. */
    listForUser: async (userId: string): Promise<UserReport[]> => {
      const at = now()
      return (await repo.listForUser(userId)).map((row) => toUserReport(row, at))
    },
  }
}
export type ReportService = ReturnType<typeof createReportService>
