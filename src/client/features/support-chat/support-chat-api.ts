import {
  type SendSupportMessage,
  SUPPORT_TOKEN_HEADER,
  type VisitorConversation,
  VisitorConversationSchema,
} from '@shared/support/support.schemas'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

const KEY = '/api/support/conversation'

async function fail(res: Response): Promise<never> {
  throw new Error(`${res.status}: ${(await res.text()) || res.statusText}`)
}

export async function fetchConversation(token: string): Promise<VisitorConversation | null> {
  const res = await fetch(KEY, { headers: { [SUPPORT_TOKEN_HEADER]: token }, credentials: 'include' })
  if (res.status === 404) return null
  if (!res.ok) return fail(res)
  return VisitorConversationSchema.parse(await res.json())
}

export const useConversation = (token: string | null, open: boolean) =>
  useQuery({
    queryKey: [KEY, token],
    queryFn: () => fetchConversation(token ?? ''),
    enabled: Boolean(token),
    staleTime: 0,
    refetchInterval: open ? 30_000 : false,
  })

export async function sendMessage(
  input: SendSupportMessage,
  token: string | null,
): Promise<VisitorConversation> {
  const res = await fetch('/api/support/messages', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { [SUPPORT_TOKEN_HEADER]: token } : {}) },
    body: JSON.stringify(input),
    credentials: 'include',
  })
  if (!res.ok) return fail(res)
  return VisitorConversationSchema.parse(await res.json())
}

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
