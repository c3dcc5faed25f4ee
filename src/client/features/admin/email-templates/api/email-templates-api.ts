import {
  type EmailTemplate,
  EmailTemplateListSchema,
  EmailTemplateSchema,
  type EmailTemplateUpdate,
  TestEmailResultSchema,
} from '@shared/email-templates/email-template.schemas'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client'

const URL = '/api/admin/email-templates'

export const fetchEmailTemplates = async () =>
  EmailTemplateListSchema.parse(await (await apiRequest('GET', URL)).json()).templates

export const emailTemplatesQuery = queryOptions({ queryKey: [URL], queryFn: fetchEmailTemplates })

export const useEmailTemplates = () => useQuery(emailTemplatesQuery)

export function useUpdateEmailTemplate() {
  const queryClient = useQueryClient()
  return useMutation<EmailTemplate, Error, { id: string; input: EmailTemplateUpdate }>({
    mutationFn: async ({ id, input }) =>
      EmailTemplateSchema.parse(
        await (await apiRequest('PUT', `${URL}/${encodeURIComponent(id)}`, input)).json(),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [URL] }),
  })
}

export const useSendTestEmail = () =>
  useMutation({
    mutationFn: async ({ id, recipient }: { id: string; recipient: string }) =>
      TestEmailResultSchema.parse(
        await (await apiRequest('POST', `${URL}/${encodeURIComponent(id)}/test`, { recipient })).json(),
      ),
  })
