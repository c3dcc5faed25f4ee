import { adminApi } from '@shared/admin/admin.api'
import { keyOf } from '@shared/http/endpoint'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '../../../../lib/api-client'

export type AuditFilters = { action: string; actor: string; page: number }

/** Only the filters set: an empty field and the first page are left out of the address. */
const queryOf = ({ action, actor, page }: AuditFilters) => ({
  action: action || undefined,
  actor: actor || undefined,
  page: page > 1 ? page : undefined,
})

/** One page of security events, newest first. */
export const auditEventsQuery = (filters: AuditFilters) =>
  queryOptions({
    queryKey: keyOf(adminApi.auditEvents, { query: queryOf(filters) }),
    queryFn: () => call(adminApi.auditEvents, { query: queryOf(filters) }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  })
export const useAuditEvents = (filters: AuditFilters) => useQuery(auditEventsQuery(filters))
