import { canHideReports, keepsIncludedReport, planName, type Tier } from '@shared/auth/entitlements'
import { tierFor } from '@shared/checkout/prices'
import type { UserReport } from '@shared/reports/report.schemas'
import { type ReportSnapshot, ReportSnapshotSchema } from '@shared/reports/report-snapshot.schemas'
import { format } from 'date-fns'
import type { JobRepository } from '../../jobs/job.repository'
import { JobPostponed } from '../../jobs/job-runner'
import { AppError, notFound } from '../../lib/app-error'
import { PdfRenderFailed } from './pdf/pdf-worker-pool'
import { refundStateOf } from './refund.service'
import type { ListedReport, NewReport, ReportRepository, ReportRow } from './report.repository'
import type { ReportPdfs } from './report-pdfs'

export type { ReportPdfs } from './report-pdfs'
// What fulfilment uses to freeze a report at purchase, through this one door (ADR 024).
export { snapshotAt, type TermsSource } from './report-snapshot'

/** The one reading of a stored snapshot (`reports.snapshot`), by the listing and the PDF alike. */
const snapshotOf = (row: ReportRow): ReportSnapshot => ReportSnapshotSchema.parse(row.snapshot)

const isOpen = (row: ReportRow, at: Date) => row.expiresAt.getTime() > at.getTime() && !row.refundedAt

/** Whoever a report is read for: its owner (or an administrator), with the plan in force now. */
export type Requester = { id: string; role: string; tier: Tier }

/** Whether a report that came with the plan is still open for this reader (a bought one always is). */
const keptFor = (row: Pick<ReportRow, 'isPaid' | 'reportType'>, reader: Requester | null) =>
  row.isPaid || reader === null || keepsIncludedReport(reader, tierFor(row.reportType))

/**
 * A report as its owner's dashboard lists it: its content while it is open, the card alone after. A report
 * that came with the plan ends now when the owner's plan no longer covers it (`owner`; without one, only its
 * own dates count).
 */
export const toUserReport = (row: ListedReport, now: Date, owner: Requester | null = null): UserReport => {
  const ends = keptFor(row, owner) || row.expiresAt.getTime() <= now.getTime() ? row.expiresAt : now
  const expired = ends.getTime() <= now.getTime()
  const base = {
    id: row.id,
    assessmentId: row.assessmentId,
    reportType: row.reportType,
    amount: row.amountCents / 100,
    isPaid: row.isPaid,
    createdAt: row.createdAt.toISOString(),
    expiresAt: ends.toISOString(),
    expired,
    refund: refundStateOf(row, now),
  }
  // An expired or refunded report keeps its card; its content (answers, analysis and PDF) is no longer served.
  if (expired || row.refundedAt !== null) {
    return {
      ...base,
      assessment: {},
      recommendations: [],
      savings: null,
      assumptions: null,
      excluded: [],
      advice: null,
      providerTerms: [],
      implementationGuide: [],
    }
  }
  const snapshot = snapshotOf(row)
  // The PDF's pages and size, once the report's current version is stored.
  const stored = row.document?.version === snapshot.generatedAt ? row.document : null
  return {
    ...base,
    assessment: snapshot.assessment,
    recommendations: snapshot.recommendations,
    savings: snapshot.savings,
    assumptions: snapshot.assumptions,
    excluded: snapshot.excluded,
    advice: snapshot.advice,
    providerTerms: snapshot.providerTerms,
    implementationGuide: snapshot.implementationGuide,
    ...(stored ? { document: { pages: stored.pages, bytes: stored.size } } : {}),
  }
}

/** The job that renders a new report's PDF and stores it, so that the first download finds it ready. */
export const REPORT_PDF_JOB = 'reports.render-pdf'

export const reportPdfJob = (reportId: string) => ({
  type: REPORT_PDF_JOB,
  payload: { reportId },
  dedupeKey: `${REPORT_PDF_JOB}:${reportId}`,
})

/**
 * Stores a new report and queues its PDF in the caller's transaction: every way a report is made (a paid or
 * free order, a dashboard assessment) goes through here, so none waits for a listing to get its PDF.
 */
export async function createReport(
  repos: { reports: Pick<ReportRepository, 'insert'>; jobs: Pick<JobRepository, 'enqueue'> },
  row: NewReport,
): Promise<ReportRow> {
  const report = await repos.reports.insert(row)
  await repos.jobs.enqueue(reportPdfJob(report.id))
  return report
}

type Deps = {
  repo: ReportRepository
  pdfs: Pick<ReportPdfs, 'facts' | 'file'>
  now: () => Date
  /** True while the server is busy answering requests: the background render then waits. */
  busy?: () => boolean
}

export function createReportService({ repo, pdfs, now, busy }: Deps) {
  /** The report's owner or an administrator reaches an open report; anyone else learns nothing (404). */
  const openReport = async (requester: Requester, id: string) => {
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
    // A report that came with the plan ends with it (the administrator still reaches it).
    if (!keptFor(row, requester)) {
      throw new AppError(
        'GONE',
        'This report came with a paid plan that has ended. Buy a new report to see current figures.',
      )
    }
    return { row, snapshot: snapshotOf(row) }
  }

  /** A render that failed (a worker crashed or took too long) is a 503: the next ask tries again. */
  const unavailable = (err: unknown): never => {
    if (!(err instanceof PdfRenderFailed)) throw err
    throw new AppError(
      'UNAVAILABLE',
      'The report could not be prepared just now. Please try again in a minute.',
    )
  }

  return {
    /**
     * The user's reports, with the PDF's page count and size where the current version is stored. Only
     * reads: a report's PDF is queued when the report is made.
     */
    listForUser: async (user: Requester): Promise<UserReport[]> => {
      const at = now()
      return (await repo.listForUser(user.id)).map((row) => toUserReport(row, at, user))
    },

    /**
     * The background job queued with each new report: renders and stores its PDF unless an instance already
     * has. It gives way while the server is busy answering requests (a download renders at once if it comes
     * first).
     */
    renderPdf: async (reportId: string) => {
      if (busy?.()) throw new JobPostponed(5_000, 'The server is busy answering requests.')
      const row = await repo.findById(reportId)
      if (row && isOpen(row, now())) await pdfs.facts({ row, snapshot: snapshotOf(row) })
    },

    /** The PDF's pages and size for a card that has not got them yet (stored first if need be). */
    document: async (requester: Requester, id: string) => {
      const facts = await pdfs.facts(await openReport(requester, id)).catch(unavailable)
      return { pages: facts.pages, bytes: facts.size }
    },

    /**
     * The report's PDF for its owner or an administrator. Anyone else learns nothing (404, as for an unknown
     * id); an expired or refunded report is gone (410).
     */
    download: async (requester: Requester, id: string) => {
      const pdf = await pdfs.file(await openReport(requester, id)).catch(unavailable)
      return { fileName: `PSP-Analysis-Report-${id}.pdf`, bytes: pdf.content }
    },

    /**
     * The id of the viewer's own open report made from this assessment, if any: what unlocks the whole
     * ranking on the assessment's page (a report that came with a plan no longer in force does not).
     */
    ownedOpenReport: async (assessmentId: string, viewer: Requester): Promise<string | undefined> =>
      (await repo.listOpenForAssessment(assessmentId, viewer.id, now())).find((row) => keptFor(row, viewer))
        ?.id,

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
