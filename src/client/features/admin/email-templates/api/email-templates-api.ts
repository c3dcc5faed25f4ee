import { emailTemplateApi } from '@shared/email-templates/email-template.api'
import type { EmailTemplate, EmailTemplateUpdate } from '@shared/email-templates/email-template.schemas'
import { keyOf } from '@shared/http/endpoint'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { call } from '../../../../lib/api-client'

export const emailTemplatesQuery = queryOptions({
  queryKey: keyOf(emailTemplateApi.list),
  queryFn: async () => (await call(emailTemplateApi.list)).templates,
})

export const useEmailTemplates = () => useQuery(emailTemplatesQuery)

export function useUpdateEmailTemplate() {
  const queryClient = useQueryClient()
  return useMutation<EmailTemplate, Error, { id: string; input: EmailTemplateUpdate }>({
    mutationFn: ({ id, input }) => call(emailTemplateApi.update, { params: { id }, body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emailTemplatesQuery.queryKey }),
  })
}

export const useSendTestEmail = () =>
  useMutation({
    mutationFn: ({ id, recipient }: { id: string; recipient: string }) =>
      call(emailTemplateApi.sendTest, { params: { id }, body: { recipient } }),
  })
