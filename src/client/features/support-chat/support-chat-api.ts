import {
  type SendSupportMessage,
  SUPPORT_TOKEN_HEADER,
  type VisitorConversation,
  VisitorConversationSchema,
} from '@shared/support/support.schemas'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { getJsonOrNull, sendJson } from '../../lib/api-client'

const KEY = '/api/support/conversation'
const tokenHeader = (token: string | null): Record<string, string> =>
  token ? { [SUPPORT_TOKEN_HEADER]: token } : {}

/** GET /api/support/conversation: the visitor's conversation by its token; null when there is none. */
export const fetchConversation = (token: string) =>
  getJsonOrNull(KEY, VisitorConversationSchema, { headers: tokenHeader(token) })

export const useConversation = (token: string | null, open: boolean) =>
  useQuery({
    queryKey: [KEY, token],
    queryFn: () => fetchConversation(token ?? ''),
    enabled: Boolean(token),
    staleTime: 0,
    refetchInterval: open ? 30_000 : false,
  })

/** POST /api/support/messages: a message from the visitor, opening a conversation when there is no token. */
export const sendMessage = (input: SendSupportMessage, token: string | null): Promise<VisitorConversation> =>
  sendJson('POST', '/api/support/messages', VisitorConversationSchema, input, { headers: tokenHeader(token) })

export function useSendMessage(onSent: (c: VisitorConversation) => void) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ input, token }: { input: SendSupportMessage; token: string | null }) =>
      sendMessage(input, token),
    onSuccess: (c) => {
      queryClient.setQueryData([KEY, c.token], { ...c, unreadReplies: 0 })
      onSent(c)
    },
  })
}
