import { reportApi } from '@shared/reports/report.api'
import { useMutation } from '@tanstack/react-query'
import { download } from '../api-client'

// A report's PDF is downloaded by its owner (the dashboard) and by the administrator: one fetcher for both.

/** Saves the report's PDF under the name the server gives it. */
export const downloadReport = (id: string) => download(reportApi.download, { params: { id } })

export const useDownloadReport = () => useMutation({ mutationFn: downloadReport })
