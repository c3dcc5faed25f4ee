import type { UserReport } from '@shared/reports/report.schemas'
import { useMemo } from 'react'
import { useSearchParams } from 'react-router'
import { useProviders } from '../api/providers'
import { useUserReports } from '../api/user-reports'
import { defaultReport, isOpen, type ToolData, toolDataFor } from './analysis'
import { catalogueFromLive } from './engine'

export type { Costed, Merchant, Path, ToolData } from './analysis'

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

/** The figures every tool shows: the chosen report's frozen analysis, read against the live catalogue. */
export function useToolData(): {
  data: ToolData | null
  pending: boolean
  error: unknown
  retry: () => void
} {
  const reports = useUserReports()
  const providers = useProviders()
  const { chosen } = useReportChoice()
  const data = useMemo(() => {
    if (!providers.data || !reports.data) return null
    return toolDataFor(chosen, catalogueFromLive(providers.data))
  }, [providers.data, reports.data, chosen])
  return {
    data,
    pending: providers.isPending || reports.isPending,
    error: providers.error ?? reports.error,
    retry: () => {
      providers.refetch()
      reports.refetch()
    },
  }
}
