import { apiRequest } from '../../../lib/api-client'

export const reportFileName = (id: string) => `PSP-Analysis-Report-${id}.pdf`

/** GET /api/report/{id}/download, saved by the browser as 'PSP-Analysis-Report-{id}.pdf'. */
export async function downloadReport(id: string) {
  const blob = await (await apiRequest('GET', `/api/report/${encodeURIComponent(id)}/download`)).blob()
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = reportFileName(id)
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
