import {
  AdminAssessmentsResponseSchema,
  AdminProvidersResponseSchema,
  AdminReportsResponseSchema,
  AdminStatsSchema,
} from '@shared/admin/admin-data.schemas'
import { AdminUsersResponseSchema } from '@shared/admin/admin-users.schemas'
import { keyOf } from '@shared/http/endpoint'
import { promoCodeApi } from '@shared/promo-codes/promo-code.api'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { call, getJson } from '../../../lib/api-client'

/** GET /api/admin/users: every user, without secrets. */
export const adminUsersQuery = queryOptions({
  queryKey: ['/api/admin/users'] as const,
  queryFn: async () => (await getJson('/api/admin/users', AdminUsersResponseSchema)).users,
})
export const useAdminUsers = () => useQuery(adminUsersQuery)

/** GET /api/admin/assessments: every assessment, newest first. */
export const adminAssessmentsQuery = queryOptions({
  queryKey: ['/api/admin/assessments'] as const,
  queryFn: async () => (await getJson('/api/admin/assessments', AdminAssessmentsResponseSchema)).assessments,
})
export const useAdminAssessments = () => useQuery(adminAssessmentsQuery)

/** GET /api/admin/reports: every report, newest first. */
export const adminReportsQuery = queryOptions({
  queryKey: ['/api/admin/reports'] as const,
  queryFn: async () => (await getJson('/api/admin/reports', AdminReportsResponseSchema)).reports,
})
export const useAdminReports = () => useQuery(adminReportsQuery)

/** GET /api/admin/providers: the whole catalogue with the source of each figure. */
export const adminProvidersQuery = queryOptions({
  queryKey: ['/api/admin/providers'] as const,
  queryFn: async () => (await getJson('/api/admin/providers', AdminProvidersResponseSchema)).providers,
})
export const useAdminProviders = () => useQuery(adminProvidersQuery)

/** GET /api/admin/stats: the dashboard cards and the last 30 days. */
export const adminStatsQuery = queryOptions({
  queryKey: ['/api/admin/stats'] as const,
  queryFn: () => getJson('/api/admin/stats', AdminStatsSchema),
})
export const useAdminStats = () => useQuery(adminStatsQuery)

/** Every promo code with its revenue. */
export const promoCodesQuery = queryOptions({
  queryKey: keyOf(promoCodeApi.list),
  queryFn: async () => (await call(promoCodeApi.list)).promoCodes,
})
export const usePromoCodes = () => useQuery(promoCodesQuery)
