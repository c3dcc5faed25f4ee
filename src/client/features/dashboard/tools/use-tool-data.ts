import { useMemo } from 'react'
import { useEngineCatalogue } from '../api/catalogue'
import { useUserReports } from '../api/user-reports'
import { type ToolData, toolDataFor } from './analysis'
import { useReportChoice } from './report-choice'

export type { Costed, Merchant, Path, ToolData } from './analysis'

/** The figures every tool shows: the chosen report's frozen analysis, read against the catalogue served now. */
export function useToolData(): {
  data: ToolData | null
  pending: boolean
  error: unknown
  retry: () => void
} {
  const reports = useUserReports()
  const catalogue = useEngineCatalogue()
  const { chosen } = useReportChoice()
  const data = useMemo(() => {
    if (!catalogue.data || !reports.data) return null
    return toolDataFor(chosen, catalogue.data)
  }, [catalogue.data, reports.data, chosen])
  return {
    data,
    pending: catalogue.isPending || reports.isPending,
    error: catalogue.error ?? reports.error,
    retry: () => {
      catalogue.refetch()
      reports.refetch()
    },
  }
}
