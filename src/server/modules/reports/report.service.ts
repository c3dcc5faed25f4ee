import type { UserReport } from '@shared/reports/report.schemas'
import type { ReportSnapshot } from '../fulfilment/report-snapshot'
import type { ReportRepository, ReportRow } from './report.repository'

export const toUserReport = (row: ReportRow): UserReport => {
  const snapshot = row.snapshot as Partial<ReportSnapshot>
  return {
    id: row.id,
    assessmentId: row.assessmentId,
    reportType: row.reportType,
    amount: row.amountCents / 100,
    isPaid: row.isPaid,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    assessment: snapshot.assessment ?? {},
    recommendations: (snapshot.recommendations ?? []) as unknown as Record<string, unknown>[],
    savings: (snapshot.savings ?? null) as Record<string, unknown> | null,
    implementationGuide: snapshot.implementationGuide ?? [],
  }
}

export function createReportService(repo: ReportRepository) {
  return {
    listForUser: async (userId: string): Promise<UserReport[]> =>
      (await repo.listForUser(userId)).map(toUserReport),
  }
}
export type ReportService = ReturnType<typeof createReportService>
