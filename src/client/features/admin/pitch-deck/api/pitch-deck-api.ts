import { keyOf } from '@shared/http/endpoint'
import { pitchDeckApi } from '@shared/pitch-deck/pitch-deck.api'
import type { CreateAccessInput } from '@shared/pitch-deck/pitch-deck.schemas'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { call } from '../../../../lib/api-client'

export const accessesQuery = queryOptions({
  queryKey: keyOf(pitchDeckApi.accesses),
  queryFn: async () => (await call(pitchDeckApi.accesses)).accesses,
})
export const contentQuery = queryOptions({
  queryKey: keyOf(pitchDeckApi.content),
  queryFn: () => call(pitchDeckApi.content),
})
export const backupsQuery = queryOptions({
  queryKey: keyOf(pitchDeckApi.backups),
  queryFn: async () => (await call(pitchDeckApi.backups)).backups,
})

export const useAccesses = () => useQuery(accessesQuery)
export const usePitchDeckContent = () => useQuery(contentQuery)
export const useBackups = () => useQuery(backupsQuery)

/** Forgets the links, the deck and its backups (a change to one may change the others). */
function useRefresh() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all(
      [accessesQuery, contentQuery, backupsQuery].map(({ queryKey }) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    )
}

export function useCreateAccess() {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: async (input: CreateAccessInput) => call(pitchDeckApi.createAccess, { body: input }),
    onSuccess: refresh,
  })
}

export function useRevokeAccess() {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: async (token: string) => call(pitchDeckApi.revoke, { params: { token } }),
    onSuccess: refresh,
  })
}

export function useSaveContent() {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: async (content: string) => call(pitchDeckApi.saveContent, { body: { content } }),
    onSuccess: refresh,
  })
}

export function useRestoreBackup() {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: async (id: string) => call(pitchDeckApi.restoreBackup, { params: { id } }),
    onSuccess: refresh,
  })
}
