import { keyOf } from '@shared/http/endpoint'
import { mailApi } from '@shared/mail/mail.api'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '../../../../lib/api-client'

/** Mail waiting, sent and given up, with the undelivered ones listed. */
const mailOutboxQuery = queryOptions({ queryKey: keyOf(mailApi.outbox), queryFn: () => call(mailApi.outbox) })

export const useMailOutbox = () => useQuery(mailOutboxQuery)
