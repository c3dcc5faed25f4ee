import { adminApi } from '@shared/admin/admin.api'
import { keyOf } from '@shared/http/endpoint'
import { promoCodeApi } from '@shared/promo-codes/promo-code.api'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '../../../lib/api-client'

/** Every user, without secrets. */
export const adminUsersQuery = queryOptions({
  queryKey: keyOf(adminApi.users),
  queryFn: async () => (await call(adminApi.users)).users,
})
export const useAdminUsers = () => useQuery(adminUsersQuery)

/** Every assessment, newest first. */
export const adminAssessmentsQuery = queryOptions({
  queryKey: keyOf(adminApi.assessments),
  queryFn: async () => (await call(adminApi.assessments)).assessments,
})
export const useAdminAssessments = () => useQuery(adminAssessmentsQuery)

/** Every report, newest first. */
export const adminReportsQuery = queryOptions({
  queryKey: keyOf(adminApi.reports),
  queryFn: async () => (await call(adminApi.reports)).reports,
})
export const useAdminReports = () => useQuery(adminReportsQuery)

/** The whole catalogue with the source of each figure. */
export const adminProvidersQuery = queryOptions({
  queryKey: keyOf(adminApi.providers),
  queryFn: async () => (await call(adminApi.providers)).providers,
})
export const useAdminProviders = () => useQuery(adminProvidersQuery)

/** The dashboard cards and the last 30 days. */
export const adminStatsQuery = queryOptions({
  queryKey: keyOf(adminApi.stats),
  queryFn: () => call(adminApi.stats),
})
export const useAdminStats = () => useQuery(adminStatsQuery)

/** Every promo code with its revenue. */
export const promoCodesQuery = queryOptions({
  queryKey: keyOf(promoCodeApi.list),
  queryFn: async () => (await call(promoCodeApi.list)).promoCodes,
})
export const usePromoCodes = () => useQuery(promoCodesQuery)
