import { keyOf } from '@shared/http/endpoint'
import { supportApi } from '@shared/support/support.api'
import {
  type SendSupportMessage,
  SUPPORT_TOKEN_HEADER,
  type VisitorConversation,
} from '@shared/support/support.schemas'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { call, callOrNull } from '../../lib/api-client'

/** The visitor's conversation token, sent in its header (none before the first message). */
const withToken = (token: string | null) => ({ headers: token ? { [SUPPORT_TOKEN_HEADER]: token } : {} })

/** The visitor's conversation by its token; null when there is none. */
export const useConversation = (token: string | null, open: boolean) =>
  useQuery({
    queryKey: keyOf(supportApi.conversation, withToken(token)),
    queryFn: () => callOrNull(supportApi.conversation, withToken(token)),
    enabled: Boolean(token),
    staleTime: 0,
    refetchInterval: open ? 30_000 : false,
  })

/** A message from the visitor, opening a conversation when there is no token. */
export function useSendMessage(onSent: (c: VisitorConversation) => void) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ input, token }: { input: SendSupportMessage; token: string | null }) =>
      call(supportApi.send, { ...withToken(token), body: input }),
    onSuccess: (c) => {
      queryClient.setQueryData(keyOf(supportApi.conversation, withToken(c.token)), { ...c, unreadReplies: 0 })
      onSent(c)
    },
  })
}
