import { useMutation } from '@tanstack/react-query'
import { downloadFile } from '../../../lib/api-client'

/** GET /api/report/{id}/download: the customer's PDF, saved as 'PSP-Analysis-Report-{id}.pdf'. */
export const downloadReportPdf = (id: string) =>
  downloadFile(`/api/report/${encodeURIComponent(id)}/download`, `PSP-Analysis-Report-${id}.pdf`)

export const useDownloadReportPdf = () => useMutation({ mutationFn: downloadReportPdf })
