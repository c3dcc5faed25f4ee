import { MailOutboxStatusSchema } from '@shared/mail/mail-outbox.schemas'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { getJson } from '../../../../lib/api-client'

const URL = '/api/admin/mail-outbox'

/** GET /api/admin/mail-outbox: mail waiting, sent and given up, with the undelivered ones listed. */
export const fetchMailOutbox = () => getJson(URL, MailOutboxStatusSchema)

export const mailOutboxQuery = queryOptions({ queryKey: [URL], queryFn: fetchMailOutbox })

export const useMailOutbox = () => useQuery(mailOutboxQuery)
