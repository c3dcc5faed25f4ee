import { useMutation } from '@tanstack/react-query'
import { downloadFile } from '../../../lib/api-client'

const reportFileName = (id: string) => `PSP-Analysis-Report-${id}.pdf`

/** GET /api/report/{id}/download, saved by the browser as 'PSP-Analysis-Report-{id}.pdf'. */
export const downloadReport = (id: string) =>
  downloadFile(`/api/report/${encodeURIComponent(id)}/download`, reportFileName(id))

export const useDownloadReport = () => useMutation({ mutationFn: downloadReport })
