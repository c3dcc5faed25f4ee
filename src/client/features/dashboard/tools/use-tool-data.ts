import { useMemo } from 'react'
import { useProviders } from '../api/providers'
import { useUserReports } from '../api/user-reports'
import { type ToolData, toolDataFor } from './analysis'
import { catalogueFromLive } from './engine'
import { useReportChoice } from './report-choice'

export type { Costed, Merchant, Path, ToolData } from './analysis'

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
