import { INDUSTRY_LABELS, type Industry } from '@shared/catalogue/taxonomy'
import { REPORT_LABELS } from '@shared/checkout/prices'
import { formatUsd } from '@shared/format'
import { toCents } from '@shared/pricing/money'
import type { UserReport } from '@shared/reports/report.schemas'
import { format } from 'date-fns'
import { useMemo } from 'react'
import { useSearchParams } from 'react-router'
import { useUserReports } from '../api/user-reports'

/**
 * Which report the dashboard reads: the one picked (`?report=`), else the latest complete one. Kept apart
 * from the tools' figures so that a tab showing only the report's own figures does not load the engine.
 */

const NO_PROVIDER = new Set(['none', 'no', 'n/a', 'na', 'not sure', 'unknown', '-'])

/** The provider the merchant named, unless they named none. */
export const statedProvider = (report: Pick<UserReport, 'assessment'>): string | null => {
  const name = report.assessment.currentProvider?.trim()
  return name && !NO_PROVIDER.has(name.toLowerCase()) ? name : null
}

const dataOf = (report: Pick<UserReport, 'assessment'>): Record<string, unknown> =>
  report.assessment.assessmentData ?? {}

/** A report whose content is served: open, not refunded, with a ranking. */
export const isOpen = (r: UserReport) =>
  !r.expired && r.refund.status !== 'refunded' && r.recommendations.length > 0

/**
 * A report made from the full assessment: a current provider, what it costs (last month's fees or rates) and
 * the channel split. A quick assessment has none of these.
 */
export function isComplete(r: UserReport): boolean {
  const data = dataOf(r)
  const fees = data.lastMonthFees !== undefined || data.currentPricing !== undefined
  return statedProvider(r) !== null && fees && data.channelSplit !== undefined
}

/**
 * The report the tools read unless the user picks another: the latest complete one, else the latest that
 * names a current provider (a quick assessment names none), else the latest.
 */
export function defaultReport(reports: readonly UserReport[]): UserReport | null {
  const open = reports.filter(isOpen)
  return open.find(isComplete) ?? open.find((r) => statedProvider(r) !== null) ?? open[0] ?? null
}

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
