import { ConversationDetailSchema, ConversationListSchema } from '@shared/support/support.schemas'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client'

const BASE = '/api/admin/support/conversations'

export const conversationsQuery = queryOptions({
  queryKey: [BASE],
  queryFn: async () => ConversationListSchema.parse(await (await apiRequest('GET', BASE)).json()),
  staleTime: 0,
  refetchInterval: 30_000,
})
export const useConversations = () => useQuery(conversationsQuery)

export const useConversation = (id: string | null) =>
  useQuery({
    queryKey: [`${BASE}/${id}`],
    queryFn: async () =>
      ConversationDetailSchema.parse(
        await (await apiRequest('GET', `${BASE}/${encodeURIComponent(id ?? '')}`)).json(),
      ),
    enabled: Boolean(id),
    staleTime: 0,
  })

export function useReply(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (message: string) =>
      ConversationDetailSchema.parse(
        await (await apiRequest('POST', `${BASE}/${encodeURIComponent(id)}/reply`, { message })).json(),
      ),
    onSuccess: (detail) => {
      queryClient.setQueryData([`${BASE}/${id}`], detail)
      return queryClient.invalidateQueries({ queryKey: [BASE] })
    },
  })
}
