import { keyOf } from '@shared/http/endpoint'
import { supportApi } from '@shared/support/support.api'
import type { ConversationDetail } from '@shared/support/support.schemas'
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { call } from '../../../../lib/api-client'

/** The inbox's key: invalidating it refreshes the list and the unread counts. */
export const conversationsKey = keyOf(supportApi.list)
const detailKey = (id: string) => keyOf(supportApi.detail, { params: { id } })

const conversationsQuery = queryOptions({
  queryKey: conversationsKey,
  queryFn: () => call(supportApi.list),
  staleTime: 0,
  refetchInterval: 30_000,
})
export const useConversations = () => useQuery(conversationsQuery)

export const useConversation = (id: string | null) =>
  useQuery({
    queryKey: detailKey(id ?? ''),
    queryFn: () => call(supportApi.detail, { params: { id: id ?? '' } }),
    enabled: Boolean(id),
    staleTime: 0,
  })

/** The conversation as the server now holds it, and the list refreshed. */
const showDetail = (queryClient: QueryClient, id: string) => (detail: ConversationDetail) => {
  queryClient.setQueryData(detailKey(id), detail)
  return queryClient.invalidateQueries({ queryKey: conversationsKey })
}

/** A reply: emailed to the visitor and shown in their chat. */
export function useReply(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (message: string) => call(supportApi.reply, { params: { id }, body: { message } }),
    onSuccess: showDetail(queryClient, id),
  })
}

/** Replies go to the address the visitor asked for from now on. */
export function useConfirmEmail(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => call(supportApi.confirmEmail, { params: { id } }),
    onSuccess: showDetail(queryClient, id),
  })
}
