import { apiRequest } from '../../../lib/api-client'

/** GET /api/report/{id}/download: the customer's PDF, saved as 'PSP-Analysis-Report-{id}.pdf'. */
export async function downloadReportPdf(id: string) {
  const blob = await (await apiRequest('GET', `/api/report/${encodeURIComponent(id)}/download`)).blob()
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = `PSP-Analysis-Report-${id}.pdf`
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
