import {
  NewUserAssessmentRequestSchema,
  NewUserAssessmentResponseSchema,
  UserAssessmentsResponseSchema,
} from '@shared/assessment/user-assessment.schemas'
import { ApiErrorSchema } from '@shared/http/api-error'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { signedInUser } from '../../plugins/access'

/** The dashboard's Assessment History and Quick Assessment (spec §7, user side). */
export const userAssessmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user/assessments',
    {
      config: { access: 'user', noStore: true },
      schema: {
        tags: ['assessments'],
        summary: "The signed-in account's assessments, newest first, with their report ids",
        response: { 200: UserAssessmentsResponseSchema, 401: ApiErrorSchema },
      },
    },
    async (request) => {
      return app.services.assessments.listForUser(signedInUser(request).id)
    },
  )

  app.post(
    '/api/user/new-assessment',
    {
      config: { access: 'user' },
      schema: {
        tags: ['assessments'],
        summary:
          'A completed assessment from the dashboard (or from one of the user’s imports: importId); a paid tier also gets a report of its tier',
        body: NewUserAssessmentRequestSchema,
        response: {
          201: NewUserAssessmentResponseSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
          404: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request)
      const created = await app.services.quickAssessments.create(user, request.body)
      return reply.status(201).send(created)
    },
  )
}
