import { INDUSTRY_LABELS, type Industry } from '@shared/catalogue/taxonomy'
import { REPORT_LABELS } from '@shared/checkout/prices'
import { formatUsd } from '@shared/format'
import { toCents } from '@shared/pricing/money'
import { defaultReport, isComplete, isOpen, statedProvider } from '@shared/reports/default-report'
import type { UserReport } from '@shared/reports/report.schemas'
import { format } from 'date-fns'
import { useMemo } from 'react'
import { useSearchParams } from 'react-router'
import { useUserReports } from '../api/user-reports'

/**
 * Which report the dashboard reads: the one picked (`?report=`), else the latest complete one. Kept apart
 * from the tools' figures so that a tab showing only the report's own figures does not load the engine. The
 * rule itself is shared with the rate-alert mail (`@shared/reports/default-report`).
 */

export { defaultReport, isComplete, isOpen, statedProvider }

/** "Established Business PSP Analysis Report of March 3, 2026". */
export const reportName = (r: UserReport) =>
  `${REPORT_LABELS[r.reportType]} of ${format(new Date(r.createdAt), 'MMMM d, yyyy')}`

/** "Established Business PSP Analysis Report of March 3, 2026: restaurant / café, $28,000.00 a month, Square". */
export function reportLabel(r: UserReport): string {
  const a = r.assessment
  const industry = INDUSTRY_LABELS[a.industryType as Industry]
  const volume = typeof a.totalMonthlyVolume === 'number' ? formatUsd(toCents(a.totalMonthlyVolume)) : null
  const facts = [
    industry?.toLowerCase(),
    volume ? `${volume} a month` : null,
    statedProvider(r) ?? 'no current provider',
    isComplete(r) ? null : 'without your current fees or channel split',
  ].filter(Boolean)
  return `${reportName(r)}: ${facts.join(', ')}`
}

/** The URL parameter naming the report the tools read (kept while the user moves between tabs). */
export const REPORT_PARAM = 'report'

/** The reports the tools can read, and the one they read: the one picked, else the latest complete one. */
export function useReportChoice(): {
  reports: UserReport[]
  chosen: UserReport | null
  choose: (id: string) => void
} {
  const reports = useUserReports()
  const [params, setParams] = useSearchParams()
  const open = useMemo(() => (reports.data ?? []).filter(isOpen), [reports.data])
  const picked = params.get(REPORT_PARAM)
  const chosen = open.find((r) => r.id === picked) ?? defaultReport(open)
  const choose = (id: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p)
        next.set(REPORT_PARAM, id)
        return next
      },
      { replace: true },
    )
  return { reports: open, chosen, choose }
}
