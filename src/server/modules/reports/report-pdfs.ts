import type { Provider } from '@shared/catalogue/provider.schemas'
import { withRecordedTerms } from '@shared/reports/provider-terms'
import type { ReportSnapshot } from '@shared/reports/report-snapshot.schemas'
import type { PdfRenderer } from './pdf/pdf-worker-pool'
import type { ReportRow } from './report.repository'
import type { DocumentFacts, ReportDocumentRepository, StoredDocument } from './report-document.repository'

type Deps = {
  documents: ReportDocumentRepository
  /** Renders a PDF off the server's thread (a worker pool). */
  renderer: Pick<PdfRenderer, 'render'>
  /** The catalogue as it stands: pros, cons, contract terms and every figure's source for the PDF. */
  providers: () => Promise<Provider[]>
  brandName: string
  now: () => Date
}

/** A report and its parsed snapshot: the snapshot's time is the version its PDF is stored under. */
export type OpenReport = { row: ReportRow; snapshot: ReportSnapshot }

const formatSize = (bytes: number) =>
  bytes >= 1_000_000 ? `${(bytes / 1_000_000).toFixed(1)} MB` : `${Math.ceil(bytes / 1000)} KB`

/**
 * Report PDFs, rendered once per report version and stored in the database: whichever instance asks next
 * (after a restart, or the other instance behind the proxy) serves the stored file. A render already under
 * way on this instance is joined, not repeated.
 */
export function createReportPdfs({ documents, renderer, providers, brandName, now }: Deps) {
  const rendering = new Map<string, Promise<StoredDocument>>()
  let hits = 0
  let misses = 0

  const render = ({ row, snapshot }: OpenReport): Promise<StoredDocument> => {
    const key = `${row.id}:${snapshot.generatedAt}`
    const pending = rendering.get(key)
    if (pending) {
      hits += 1
      return pending
    }
    misses += 1
    const made = (async () => {
      const pdf = await renderer.render({
        id: row.id,
        reportType: row.reportType,
        createdAt: row.createdAt,
        expiresAt: row.expiresAt,
        brandName,
        snapshot,
        // The catalogue's rows, with the terms the report recorded where it recorded them.
        providers: new Map(
          (await providers()).map((p) => [
            p.id,
            withRecordedTerms(
              p,
              snapshot.providerTerms.find((t) => t.id === p.id),
            ),
          ]),
        ),
      })
      const doc: StoredDocument = {
        reportId: row.id,
        version: snapshot.generatedAt,
        pages: pdf.pages,
        size: pdf.bytes.length,
        content: pdf.bytes,
        renderedAt: now(),
      }
      await documents.save(doc)
      return doc
    })().finally(() => rendering.delete(key))
    rendering.set(key, made)
    return made
  }

  /** The stored answer when it is of the report's current version, else a render stored for the next ask. */
  const storedOr = async <T extends DocumentFacts>(report: OpenReport, stored: T | undefined) => {
    if (stored?.version !== report.snapshot.generatedAt) return render(report)
    hits += 1
    return stored
  }

  return {
    /** The PDF's pages and size, rendering and storing it first if no instance has yet. */
    facts: async (report: OpenReport): Promise<DocumentFacts> =>
      storedOr(report, await documents.findFacts(report.row.id)),
    /** The PDF itself, from the store, or rendered and stored first. */
    file: async (report: OpenReport): Promise<StoredDocument> =>
      storedOr(report, await documents.find(report.row.id)),

    /** For the admin cache page: what is stored (all instances) and this instance's lookups since the last clear. */
    figures: async () => {
      const stored = await documents.totals()
      return {
        id: 'report-pdfs' as const,
        name: 'Report PDFs',
        description: `Rendered once per report version and stored in the database for every instance (${formatSize(stored.bytes)} in all). A hit is a PDF this instance found stored; a miss, one it rendered. Clearing resets the counts and keeps the files.`,
        entries: stored.count,
        hits,
        misses,
      }
    },
    resetCounts: () => {
      hits = 0
      misses = 0
    },
  }
}
export type ReportPdfs = ReturnType<typeof createReportPdfs>
