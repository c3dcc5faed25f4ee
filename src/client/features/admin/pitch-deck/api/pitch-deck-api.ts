import {
  type CreateAccessInput,
  PitchDeckAccessListSchema,
  PitchDeckAccessSchema,
  PitchDeckBackupListSchema,
  PitchDeckContentSchema,
} from '@shared/pitch-deck/pitch-deck.schemas'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { getJson, sendJson } from '../../../../lib/api-client'

const BASE = '/api/admin/pitch-deck'

export const accessesQuery = queryOptions({
  queryKey: [`${BASE}/accesses`],
  queryFn: async () => (await getJson(`${BASE}/accesses`, PitchDeckAccessListSchema)).accesses,
})
export const contentQuery = queryOptions({
  queryKey: [`${BASE}/content`],
  queryFn: () => getJson(`${BASE}/content`, PitchDeckContentSchema),
})
export const backupsQuery = queryOptions({
  queryKey: [`${BASE}/backups`],
  queryFn: async () => (await getJson(`${BASE}/backups`, PitchDeckBackupListSchema)).backups,
})

export const useAccesses = () => useQuery(accessesQuery)
export const usePitchDeckContent = () => useQuery(contentQuery)
export const useBackups = () => useQuery(backupsQuery)

function useRefresh() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(BASE) })
}

export function useCreateAccess() {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: async (input: CreateAccessInput) =>
      sendJson('POST', `${BASE}/create-access`, PitchDeckAccessSchema, input),
    onSuccess: refresh,
  })
}

export function useRevokeAccess() {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: async (token: string) =>
      sendJson('POST', `${BASE}/revoke/${encodeURIComponent(token)}`, PitchDeckAccessSchema),
    onSuccess: refresh,
  })
}

export function useSaveContent() {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: async (content: string) =>
      sendJson('PUT', `${BASE}/content`, PitchDeckContentSchema, { content }),
    onSuccess: refresh,
  })
}

export function useRestoreBackup() {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: async (id: string) =>
      sendJson('POST', `${BASE}/backups/${encodeURIComponent(id)}/restore`, PitchDeckContentSchema),
    onSuccess: refresh,
  })
}
