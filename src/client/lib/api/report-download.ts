import { useMutation } from '@tanstack/react-query'
import { downloadFile } from '../api-client'

// A report's PDF is downloaded by its owner (the dashboard) and by the administrator: one fetcher for both.

/** GET /api/report/{id}/download, saved under the name the server gives it. */
export const downloadReport = (id: string) => downloadFile(`/api/report/${encodeURIComponent(id)}/download`)

export const useDownloadReport = () => useMutation({ mutationFn: downloadReport })
