import { ConversationDetailSchema, ConversationListSchema } from '@shared/support/support.schemas'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { getJson, sendJson } from '../../../../lib/api-client'

const BASE = '/api/admin/support/conversations'

export const conversationsQuery = queryOptions({
  queryKey: [BASE],
  queryFn: async () => getJson(BASE, ConversationListSchema),
  staleTime: 0,
  refetchInterval: 30_000,
})
export const useConversations = () => useQuery(conversationsQuery)

export const useConversation = (id: string | null) =>
  useQuery({
    queryKey: [`${BASE}/${id}`],
    queryFn: async () => getJson(`${BASE}/${encodeURIComponent(id ?? '')}`, ConversationDetailSchema),
    enabled: Boolean(id),
    staleTime: 0,
  })

export function useReply(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (message: string) =>
      sendJson('POST', `${BASE}/${encodeURIComponent(id)}/reply`, ConversationDetailSchema, { message }),
    onSuccess: (detail) => {
      queryClient.setQueryData([`${BASE}/${id}`], detail)
      return queryClient.invalidateQueries({ queryKey: [BASE] })
    },
  })
}

/** POST …/{id}/confirm-email: replies go to the address the visitor asked for from now on. */
export function useConfirmEmail(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async () =>
      sendJson('POST', `${BASE}/${encodeURIComponent(id)}/confirm-email`, ConversationDetailSchema),
    onSuccess: (detail) => {
      queryClient.setQueryData([`${BASE}/${id}`], detail)
      return queryClient.invalidateQueries({ queryKey: [BASE] })
    },
  })
}
