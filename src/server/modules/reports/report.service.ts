import { canHideReports, planName, type Tier } from '@shared/auth/entitlements'
import type { Provider } from '@shared/catalogue/provider.schemas'
import type { UserReport } from '@shared/reports/report.schemas'
import { format } from 'date-fns'
import { JobPostponed } from '../../jobs/job-runner'
import { AppError, notFound } from '../../lib/app-error'
import { createPdfCache } from './pdf/pdf-cache'
import { type PdfRenderer, PdfRenderFailed } from './pdf/pdf-worker-pool'
import { refundStateOf } from './refund.service'
import type { ReportRepository, ReportRow } from './report.repository'
import type { ReportSnapshot } from './report-snapshot'

// What fulfilment uses to freeze a report at purchase, through this one door (ADR 024).
export { buildReportSnapshot, type ReportSnapshot } from './report-snapshot'

/** The version of a report's content: the time its snapshot was taken. */
const versionOf = (row: ReportRow) => String((row.snapshot as Partial<ReportSnapshot>).generatedAt)

/** The PDF's page count and size as kept for the report's current version, if it was rendered. */
const documentOf = (row: ReportRow) =>
  row.documentVersion === versionOf(row) && row.documentPages !== null && row.documentBytes !== null
    ? { pages: row.documentPages, bytes: row.documentBytes }
    : undefined

export const toUserReport = (row: ReportRow, now: Date): UserReport => {
  const expired = row.expiresAt.getTime() <= now.getTime()
  // An expired or refunded report keeps its card; its content (answers and analysis) is no longer served.
  const closed = expired || row.refundedAt !== null
  const snapshot = (closed ? {} : row.snapshot) as Partial<ReportSnapshot>
  const document = closed ? undefined : documentOf(row)
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
    assumptions: snapshot.assumptions ?? null,
    excluded: snapshot.excluded ?? [],
    advice: snapshot.advice ?? null,
    implementationGuide: snapshot.implementationGuide ?? [],
    ...(document ? { document } : {}),
  }
}

type Deps = {
  repo: ReportRepository
  now: () => Date
  /** The catalogue as it stands: pros, cons, contract terms and every figure's source for the PDF. */
  providers: () => Promise<Provider[]>
  brandName: string
  /** Renders a PDF off the server's thread (a worker pool). */
  renderer: Pick<PdfRenderer, 'render'>
  /** True while the server is busy answering requests: the background render then waits. */
  busy?: () => boolean
  /** Queues a background job (the PDF of a new report is rendered off the request path). */
  enqueue: (job: { type: string; payload: Record<string, unknown>; dedupeKey?: string }) => Promise<unknown>
}

type Requester = { id: string; role: string; tier: Tier }

/** The job that renders a report's PDF ahead of its first download and keeps its page count and size. */
export const REPORT_PDF_JOB = 'reports.render-pdf'

export const reportPdfJob = (reportId: string) => ({
  type: REPORT_PDF_JOB,
  payload: { reportId },
  dedupeKey: `${REPORT_PDF_JOB}:${reportId}`,
})

export function createReportService({ repo, now, providers, brandName, renderer, busy, enqueue }: Deps) {
  const pdfs = createPdfCache()

  const pdfOf = (row: ReportRow) =>
    pdfs.get(`${row.id}:${versionOf(row)}`, async () => {
      const pdf = await renderer.render({
        id: row.id,
        reportType: row.reportType,
        createdAt: row.createdAt,
        expiresAt: row.expiresAt,
        brandName,
        snapshot: row.snapshot as unknown as ReportSnapshot,
        providers: new Map((await providers()).map((p) => [p.id, p])),
      })
      if (!documentOf(row)) {
        await repo.update(row.id, {
          documentVersion: versionOf(row),
          documentPages: pdf.pages,
          documentBytes: pdf.bytes.length,
        })
      }
      return pdf
    })

  return {
    /**
     * The user's reports, with the PDF's page count and size where a PDF of the current version was made.
     * Listing never renders: an open report without them gets its PDF rendered by a background job.
     */
    listForUser: async (userId: string): Promise<UserReport[]> => {
      const at = now()
      const rows = await repo.listForUser(userId)
      for (const row of rows) {
        if (row.expiresAt > at && !row.refundedAt && !documentOf(row)) await enqueue(reportPdfJob(row.id))
      }
      return rows.map((row) => toUserReport(row, at))
    },

    /**
     * The background job: renders the report's PDF once (kept in the cache for its first download). It gives
     * way while the server is busy answering requests (a download renders at once if it comes first).
     */
    renderPdf: async (reportId: string) => {
      if (busy?.()) throw new JobPostponed(5_000, 'The server is busy answering requests.')
      const row = await repo.findById(reportId)
      if (row && row.expiresAt > now() && !row.refundedAt) await pdfOf(row)
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
      const pdf = await pdfOf(row).catch((err: unknown) => {
        if (!(err instanceof PdfRenderFailed)) throw err
        throw new AppError(
          'UNAVAILABLE',
          'The report could not be prepared just now. Please try again in a minute.',
        )
      })
      return { fileName: `PSP-Analysis-Report-${row.id}.pdf`, bytes: pdf.bytes }
    },

    /** Enterprise owners may remove a report from their dashboard (spec §6: the delete icon). */
    hideForUser: async (user: Requester, id: string) => {
      if (!canHideReports(user)) {
        throw new AppError(
          'FORBIDDEN',
          `Removing reports from the dashboard is part of the ${planName('enterprise')}.`,
        )
      }
      if (!(await repo.hide(id, user.id, now()))) throw notFound('Report')
    },
  }
}
export type ReportService = ReturnType<typeof createReportService>
