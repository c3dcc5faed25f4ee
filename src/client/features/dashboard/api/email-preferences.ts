import { keyOf } from '@shared/http/endpoint'
import type { EmailPreferences } from '@shared/mail/email-preferences.schemas'
import { mailApi } from '@shared/mail/mail.api'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { call } from '../../../lib/api-client'

/** The optional mails the account gets and whether its address is verified. */
const emailSettingsQuery = queryOptions({
  queryKey: keyOf(mailApi.preferences),
  queryFn: () => call(mailApi.preferences),
})
export const useEmailSettings = () => useQuery(emailSettingsQuery)

/** Saves the preferences; the cache takes the server's answer. */
export function useSaveEmailPreferences() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: Partial<EmailPreferences>) => call(mailApi.savePreferences, { body }),
    onSuccess: (saved) => client.setQueryData(emailSettingsQuery.queryKey, saved),
  })
}

/** A new link proving the account's address. */
export const useSendVerificationEmail = () =>
  useMutation({ mutationFn: () => call(mailApi.sendVerification) })
