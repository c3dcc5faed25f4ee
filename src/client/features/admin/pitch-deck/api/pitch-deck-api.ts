import {
  type CreateAccessInput,
  PitchDeckAccessListSchema,
  PitchDeckAccessSchema,
  PitchDeckBackupListSchema,
  PitchDeckContentSchema,
} from '@shared/pitch-deck/pitch-deck.schemas'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client'

const BASE = '/api/admin/pitch-deck'
const get = async (url: string) => (await apiRequest('GET', url)).json()

export const accessesQuery = queryOptions({
  queryKey: [`${BASE}/accesses`],
  queryFn: async () => PitchDeckAccessListSchema.parse(await get(`${BASE}/accesses`)).accesses,
})
export const contentQuery = queryOptions({
  queryKey: [`${BASE}/content`],
  queryFn: async () => PitchDeckContentSchema.parse(await get(`${BASE}/content`)),
})
export const backupsQuery = queryOptions({
  queryKey: [`${BASE}/backups`],
  queryFn: async () => PitchDeckBackupListSchema.parse(await get(`${BASE}/backups`)).backups,
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
      PitchDeckAccessSchema.parse(await (await apiRequest('POST', `${BASE}/create-access`, input)).json()),
    onSuccess: refresh,
  })
}

export function useRevokeAccess() {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: async (token: string) =>
      PitchDeckAccessSchema.parse(
        await (await apiRequest('POST', `${BASE}/revoke/${encodeURIComponent(token)}`)).json(),
      ),
    onSuccess: refresh,
  })
}

export function useSaveContent() {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: async (content: string) =>
      PitchDeckContentSchema.parse(await (await apiRequest('PUT', `${BASE}/content`, { content })).json()),
    onSuccess: refresh,
  })
}

export function useRestoreBackup() {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: async (id: string) =>
      PitchDeckContentSchema.parse(
        await (await apiRequest('POST', `${BASE}/backups/${encodeURIComponent(id)}/restore`)).json(),
      ),
    onSuccess: refresh,
  })
}
