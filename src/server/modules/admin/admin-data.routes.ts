import {
  AdminAssessmentsResponseSchema,
  AdminProvidersResponseSchema,
  AdminReportsResponseSchema,
  AdminStatsSchema,
} from '@shared/admin/admin-data.schemas'
import { ApiErrorSchema } from '@shared/http/api-error'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

const errors = { 401: ApiErrorSchema, 403: ApiErrorSchema }
const tags = ['admin']
const admin = { access: 'admin' as const }

/** The console's reads across all users: assessments, reports, providers and the dashboard figures. */
export const adminDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const { adminData } = app.services

  app.get(
    '/api/admin/assessments',
    {
      config: { ...admin, noStore: true },
      schema: {
        tags,
        summary: 'All assessments, newest first',
        response: { 200: AdminAssessmentsResponseSchema, ...errors },
      },
    },
    async () => {
      return { assessments: await adminData.assessments() }
    },
  )

  app.get(
    '/api/admin/reports',
    {
      config: { ...admin, noStore: true },
      schema: {
        tags,
        summary: 'All reports, newest first',
        response: { 200: AdminReportsResponseSchema, ...errors },
      },
    },
    async () => {
      return { reports: await adminData.reports() }
    },
  )

  app.get(
    '/api/admin/providers',
    {
      config: { ...admin, noStore: true },
      schema: {
        tags,
        summary: 'Every provider, active or not, with the source and date of its figures',
        response: { 200: AdminProvidersResponseSchema, ...errors },
      },
    },
    async () => {
      return { providers: await adminData.providers() }
    },
  )

  app.get(
    '/api/admin/stats',
    {
      config: { ...admin, noStore: true },
      schema: {
        tags,
        summary: 'Dashboard figures and the last 30 days of assessments, purchases and revenue',
        response: { 200: AdminStatsSchema, ...errors },
      },
    },
    async () => {
      return adminData.stats()
    },
  )
}
