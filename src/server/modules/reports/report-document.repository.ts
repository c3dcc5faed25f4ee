import { eq, sql } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { reportDocuments } from '../../db/schema/index'

export type StoredDocument = typeof reportDocuments.$inferSelect
/** What is known of a stored PDF without reading the file itself. */
export type DocumentFacts = Pick<StoredDocument, 'version' | 'pages' | 'size'>

const facts = { version: reportDocuments.version, pages: reportDocuments.pages, size: reportDocuments.size }

/** The rendered report PDFs, one per report (the latest version rendered), shared by every instance. */
export function createReportDocumentRepository(db: Tx) {
  return {
    /** The stored PDF's version, pages and size, without its bytes. */
    findFacts: async (reportId: string): Promise<DocumentFacts | undefined> => {
      const [row] = await db
        .select(facts)
        .from(reportDocuments)
        .where(eq(reportDocuments.reportId, reportId))
        .limit(1)
      return row
    },
    find: async (reportId: string): Promise<StoredDocument | undefined> => {
      const [row] = await db
        .select()
        .from(reportDocuments)
        .where(eq(reportDocuments.reportId, reportId))
        .limit(1)
      return row
    },
    /** Stores a rendered version; another instance's render of the same report is replaced, never doubled. */
    save: async (doc: StoredDocument): Promise<void> => {
      await db
        .insert(reportDocuments)
        .values(doc)
        .onConflictDoUpdate({
          target: reportDocuments.reportId,
          set: {
            version: doc.version,
            pages: doc.pages,
            size: doc.size,
            content: doc.content,
            renderedAt: doc.renderedAt,
          },
        })
    },
    /** How many PDFs are stored and their total size (the admin cache page). */
    totals: async (): Promise<{ count: number; bytes: number }> => {
      const [row] = await db
        .select({
          count: sql<number>`count(*)::int`,
          bytes: sql<number>`coalesce(sum(${reportDocuments.size}), 0)::bigint`,
        })
        .from(reportDocuments)
      return { count: row?.count ?? 0, bytes: Number(row?.bytes ?? 0) }
    },
  }
}
export type ReportDocumentRepository = ReturnType<typeof createReportDocumentRepository>
