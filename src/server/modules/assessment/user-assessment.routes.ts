import { userAssessmentApi } from '@shared/assessment/user-assessment.api'
import type { FastifyPluginAsync } from 'fastify'
import { route } from '../../lib/route'
import { signedInUser } from '../../plugins/access'

/** The dashboard's Assessment History and Quick Assessment (spec §7, user side). */
export const userAssessmentRoutes: FastifyPluginAsync = async (app) => {
  const user = { access: 'user', tags: ['assessments'] } as const

  await route(
    app,
    userAssessmentApi.list,
    {
      ...user,
      noStore: true,
      summary: "The signed-in account's assessments, newest first, with their report ids",
      errors: [401],
    },
    async (request) => app.services.assessments.listForUser(signedInUser(request).id),
  )

  await route(
    app,
    userAssessmentApi.create,
    {
      ...user,
      summary:
        'A completed assessment from the dashboard (or from one of the user’s imports: importId); a paid tier also gets a report of its tier',
      errors: [400, 401, 403, 404],
    },
    async (request) => app.services.quickAssessments.create(signedInUser(request), request.body),
  )
}
