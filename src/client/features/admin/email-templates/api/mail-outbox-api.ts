import { MailOutboxStatusSchema } from '@shared/mail/mail-outbox.schemas'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client'

const URL = '/api/admin/mail-outbox'

export const fetchMailOutbox = async () =>
  MailOutboxStatusSchema.parse(await (await apiRequest('GET', URL)).json())

export const mailOutboxQuery = queryOptions({ queryKey: [URL], queryFn: fetchMailOutbox })

export const useMailOutbox = () => useQuery(mailOutboxQuery)
