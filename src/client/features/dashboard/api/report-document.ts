import { keyOf } from '@shared/http/endpoint'
import { reportApi } from '@shared/reports/report.api'
import type { ReportDocument, UserReport } from '@shared/reports/report.schemas'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '../../../lib/api-client'

/** The PDF's pages and size, answered once the PDF is stored. */
export const reportDocumentQuery = (id: string) =>
  queryOptions({
    queryKey: keyOf(reportApi.document, { params: { id } }),
    queryFn: () => call(reportApi.document, { params: { id } }),
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
