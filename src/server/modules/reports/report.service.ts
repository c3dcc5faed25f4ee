import type { Provider } from '@shared/catalogue/provider.schemas'
import type { UserReport } from '@shared/reports/report.schemas'
import { format } from 'date-fns'
import { AppError, notFound } from '../../lib/app-error'
import type { ReportSnapshot } from '../fulfilment/fulfilment.service'
import { createPdfCache } from './pdf/pdf-cache'
import { type RenderedPdf, renderReportPdf } from './pdf/render-report-pdf'
import { refundStateOf } from './refund.service'
import type { ReportRepository, ReportRow } from './report.repository'

export const toUserReport = (row: ReportRow, now: Date, pdf?: RenderedPdf): UserReport => {
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
    refund: refundStateOf(row, now),
    assessment: snapshot.assessment ?? {},
    recommendations: snapshot.recommendations ?? [],
    savings: snapshot.savings ?? null,
    implementationGuide: snapshot.implementationGuide ?? [],
    ...(pdf && !expired ? { document: { pages: pdf.pages, bytes: pdf.bytes.length } } : {}),
  }
}

type Deps = {
  repo: ReportRepository
  now: () => Date
  /** The catalogue as it stands: pros, cons, contract terms and every figure's source for the PDF. */
  providers: () => Promise<Provider[]>
  brandName: string
}

type Requester = { id: string; role: string; tier: string }

/** How many of the newest reports the list describes with their PDF's page count and size. */
const DOCUMENT_FACTS_FOR = 6

export function createReportService({ repo, now, providers, brandName }: Deps) {
  const pdfs = createPdfCache()

  const pdfOf = (row: ReportRow) => {
    const snapshot = row.snapshot as unknown as ReportSnapshot
    return pdfs.get(`${row.id}:${snapshot.generatedAt}`, async () =>
      renderReportPdf({
        id: row.id,
        reportType: row.reportType,
        createdAt: row.createdAt,
        expiresAt: row.expiresAt,
        brandName,
        snapshot,
        providers: new Map((await providers()).map((p) => [p.id, p])),
      }),
    )
  }

  return {
    /**
     * The user's reports with the PDF's page count and size for the newest open ones (each PDF is made once
     * per report version; older cards say "PDF report" until downloaded).
     */
    listForUser: async (userId: string): Promise<UserReport[]> => {
      const at = now()
      const rows = await repo.listForUser(userId)
      return Promise.all(
        rows.map(async (row, i) =>
          toUserReport(row, at, row.expiresAt > at && i < DOCUMENT_FACTS_FOR ? await pdfOf(row) : undefined),
        ),
      )
    },

    /**
     * The report's PDF for its owner or an administrator. Anyone else learns nothing (404, as for an unknown
     * id); an expired report is gone (410).
     */
    download: async (requester: Requester, id: string) => {
      const row =
        requester.role === 'admin' ? await repo.findById(id) : await repo.findForUser(id, requester.id)
      if (!row) throw notFound('Report')
      if (row.refundedAt) {
        throw new AppError(
          'GONE',
          `This report was refunded on ${format(row.refundedAt, 'MMMM d, yyyy')} and is no longer available.`,
        )
      }
      if (row.expiresAt.getTime() <= now().getTime()) {
        throw new AppError(
          'GONE',
          `This report expired on ${format(row.expiresAt, 'MMMM d, yyyy')}. Buy a new report to see current figures.`,
        )
      }
      const pdf = await pdfOf(row)
      return { fileName: `PSP-Analysis-Report-${row.id}.pdf`, bytes: pdf.bytes }
    },

    /** Enterprise owners may remove a report from their dashboard (spec §6: the delete icon). */
    hideForUser: async (user: Requester, id: string) => {
      if (user.tier !== 'enterprise') {
        throw new AppError('FORBIDDEN', 'Removing reports from the dashboard is part of the Enterprise plan.')
      }
      if (!(await repo.hide(id, user.id, now()))) throw notFound('Report')
    },
  }
}
export type ReportService = ReturnType<typeof createReportService>
