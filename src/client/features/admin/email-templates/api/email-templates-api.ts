import {
  type EmailTemplate,
  EmailTemplateListSchema,
  EmailTemplateSchema,
  type EmailTemplateUpdate,
  TestEmailResultSchema,
} from '@shared/email-templates/email-template.schemas'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { getJson, sendJson } from '../../../../lib/api-client'

const URL = '/api/admin/email-templates'

export const fetchEmailTemplates = async () => (await getJson(URL, EmailTemplateListSchema)).templates

export const emailTemplatesQuery = queryOptions({ queryKey: [URL], queryFn: fetchEmailTemplates })

export const useEmailTemplates = () => useQuery(emailTemplatesQuery)

export function useUpdateEmailTemplate() {
  const queryClient = useQueryClient()
  return useMutation<EmailTemplate, Error, { id: string; input: EmailTemplateUpdate }>({
    mutationFn: async ({ id, input }) =>
      sendJson('PUT', `${URL}/${encodeURIComponent(id)}`, EmailTemplateSchema, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [URL] }),
  })
}

export const useSendTestEmail = () =>
  useMutation({
    mutationFn: async ({ id, recipient }: { id: string; recipient: string }) =>
      sendJson('POST', `${URL}/${encodeURIComponent(id)}/test`, TestEmailResultSchema, { recipient }),
  })
