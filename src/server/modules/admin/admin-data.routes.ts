import { adminApi } from '@shared/admin/admin.api'
import type { FastifyPluginAsync } from 'fastify'
import { route } from '../../lib/route'

const admin = { access: 'admin', noStore: true, tags: ['admin'], errors: [401, 403] } as const

/** The console's reads across all users: assessments, reports, providers and the dashboard figures. */
export const adminDataRoutes: FastifyPluginAsync = async (app) => {
  const { adminData } = app.services

  await route(
    app,
    adminApi.assessments,
    { ...admin, summary: 'All assessments, newest first' },
    async () => ({
      assessments: await adminData.assessments(),
    }),
  )

  await route(app, adminApi.reports, { ...admin, summary: 'All reports, newest first' }, async () => ({
    reports: await adminData.reports(),
  }))

  await route(
    app,
    adminApi.providers,
    { ...admin, summary: 'Every provider, active or not, with the source and date of its figures' },
    async () => ({ providers: await adminData.providers() }),
  )

  await route(
    app,
    adminApi.stats,
    { ...admin, summary: 'Dashboard figures and the last 30 days of assessments, purchases and revenue' },
    async () => adminData.stats(),
  )
}
