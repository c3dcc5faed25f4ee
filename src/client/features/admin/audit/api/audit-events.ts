import { AuditPageSchema } from '@shared/admin/audit.schemas'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { getJson } from '../../../../lib/api-client'

export type AuditFilters = { action: string; actor: string; page: number }

const BASE = '/api/admin/audit-events'

const urlFor = ({ action, actor, page }: AuditFilters) => {
  const params = new URLSearchParams()
  if (action) params.set('action', action)
  if (actor) params.set('actor', actor)
  if (page > 1) params.set('page', String(page))
  const query = params.toString()
  return query ? `${BASE}?${query}` : BASE
}

/** GET /api/admin/audit-events: one page of security events, newest first. */
export const auditEventsQuery = (filters: AuditFilters) =>
  queryOptions({
    queryKey: [BASE, filters],
    queryFn: () => getJson(urlFor(filters), AuditPageSchema),
    placeholderData: keepPreviousData,
    staleTime: 0,
  })
export const useAuditEvents = (filters: AuditFilters) => useQuery(auditEventsQuery(filters))
