import { REPORT_LABELS } from '@shared/checkout/prices'
import { formatUsd, formatUsdFromDollars } from '@shared/format'
import type { ReportDocument, UserReport } from '@shared/reports/report.schemas'
import { toast } from '../../../components/toast'

/** Page count and size of the report's PDF when known ('12 pages · 184 KB PDF'). */
export function reportDocumentLabel(doc: ReportDocument | undefined): string {
  if (!doc) return 'PDF report'
  const size =
    doc.bytes >= 1_000_000 ? `${(doc.bytes / 1_000_000).toFixed(1)} MB` : `${Math.ceil(doc.bytes / 1000)} KB`
  return `${doc.pages} pages · ${size} PDF`
}

function summary(report: UserReport, brandName: string): string {
  const top = report.recommendations[0]
  const lines = [`${REPORT_LABELS[report.reportType]} from ${brandName}.`]
  if (top) {
    lines.push(
      `Best match: ${top.pspProvider.name} (${Math.round(top.matchScore)}% match), about ${formatUsd(top.estimatedMonthlyCostCents)} a month.`,
    )
  }
  if (report.savings && report.savings.annualSavings > 0) {
    lines.push(
      `Potential savings: ${formatUsdFromDollars(report.savings.annualSavings, 0)} a year ${report.savings.baselineLabel}.`,
    )
  }
  return lines.join('\n')
}

const dashboardUrl = () => `${window.location.origin}/dashboard?tab=reports`

/** Opens the mail client with the report's summary (no server call; spec §7). */
export function emailReport(report: UserReport, brandName: string) {
  const subject = encodeURIComponent(`My ${REPORT_LABELS[report.reportType]}`)
  const body = encodeURIComponent(`${summary(report, brandName)}\n\nFull report: ${dashboardUrl()}`)
  window.location.href = `mailto:?subject=${subject}&body=${body}`
  toast({ title: 'Email Client Opened', description: 'Your email app has the report summary ready to send.' })
}

/** The device's share sheet, or the clipboard where there is none (spec §7, §8). */
export async function shareReport(report: UserReport, brandName: string) {
  const text = summary(report, brandName)
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: REPORT_LABELS[report.reportType], text, url: dashboardUrl() })
      toast({ title: 'Report Shared', description: 'The report summary was shared.', variant: 'success' })
    } catch {
      // The user closed the share sheet: nothing to report.
    }
    return
  }
  try {
    await navigator.clipboard.writeText(`${text}\n${dashboardUrl()}`)
    toast({
      title: 'Link Copied',
      description: 'The report summary and link are on your clipboard.',
      variant: 'success',
    })
  } catch {
    toast({
      title: 'Share Failed',
      description: 'Copying to the clipboard was not allowed by the browser.',
      variant: 'destructive',
    })
  }
}
