import { type ReportDocument, ReportDocumentSchema, type UserReport } from '@shared/reports/report.schemas'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { getJson } from '../../../lib/api-client'

const documentPath = (id: string) => `/api/report/${encodeURIComponent(id)}/document`

/** GET /api/report/{id}/document: the PDF's pages and size, answered once the PDF is stored. */
export const reportDocumentQuery = (id: string) =>
  queryOptions({
    queryKey: [documentPath(id)] as const,
    queryFn: () => getJson(documentPath(id), ReportDocumentSchema),
  })

/**
 * The report PDF's pages and size: from the listing once the PDF is stored, else asked for once (the server
 * answers when the PDF made with the report is ready). A closed report has none.
 */
export function useReportDocument(report: UserReport): ReportDocument | undefined {
  const needed = !report.document && !report.expired && report.refund.status !== 'refunded'
  const asked = useQuery({ ...reportDocumentQuery(report.id), enabled: needed })
  return report.document ?? (needed ? asked.data : undefined)
}
