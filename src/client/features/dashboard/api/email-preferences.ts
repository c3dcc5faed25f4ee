import { MessageSchema } from '@shared/auth/auth.schemas'
import { type EmailPreferences, EmailSettingsSchema } from '@shared/mail/email-preferences.schemas'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { getJson, sendJson } from '../../../lib/api-client'

const key = ['/api/user/email-preferences'] as const

/** GET /api/user/email-preferences: the optional mails the account gets and whether its address is verified. */
const emailSettingsQuery = queryOptions({
  queryKey: key,
  queryFn: async () => getJson(key[0], EmailSettingsSchema),
})
export const useEmailSettings = () => useQuery(emailSettingsQuery)

/** PUT /api/user/email-preferences: the cache takes the server's answer. */
export function useSaveEmailPreferences() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (set: Partial<EmailPreferences>) => sendJson('PUT', key[0], EmailSettingsSchema, set),
    onSuccess: (saved) => client.setQueryData(key, saved),
  })
}

/** POST /api/user/verification-email: a new link proving the account's address. */
export const useSendVerificationEmail = () =>
  useMutation({
    mutationFn: async () => sendJson('POST', '/api/user/verification-email', MessageSchema),
  })
