import {
  AssessmentIdParamsSchema,
  AssessmentOnlyResponseSchema,
  AssessmentResponseSchema,
  CaptureEmailRequestSchema,
  CaptureEmailResponseSchema,
  CompleteResponseSchema,
  RecommendationEmailResponseSchema,
  StartAssessmentRequestSchema,
  UpdateAssessmentRequestSchema,
} from '@shared/assessment/assessment.schemas'
import { ApiErrorSchema } from '@shared/http/api-error'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { sendPrecompressed } from '../../lib/precompressed'

export const assessmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { assessments } = app.services
  const tags = ['assessment']
  const access = 'public' as const
  const errors = { 400: ApiErrorSchema, 404: ApiErrorSchema }

  app.post(
    '/api/capture-email',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Capture an email and open an assessment',
        body: CaptureEmailRequestSchema,
        response: { 201: CaptureEmailResponseSchema, 400: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await assessments.captureEmail(request.body, request.ip)),
  )

  app.post(
    '/api/assessment/start',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Start an assessment with its business type',
        body: StartAssessmentRequestSchema,
        response: { 201: AssessmentOnlyResponseSchema, 400: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ assessment: await assessments.start(request.body, request.ip) }),
  )

  app.get(
    '/api/assessment/:id',
    {
      config: { access, noStore: true },
      schema: {
        tags,
        summary: 'An assessment and its free recommendation (no email address)',
        params: AssessmentIdParamsSchema,
        response: { 200: AssessmentResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      // Signed out, a completed assessment's answer is the same for everyone: built and checked once per
      // version (ADR 023); Fastify sends JSON text as it is.
      const view = request.user ? null : await assessments.publicView(request.params.id)
      if (view) return sendPrecompressed(request, reply, view.json, 'application/json; charset=utf-8')
      return assessments.get(request.params.id, request.user?.id)
    },
  )

  app.post(
    '/api/assessment/:id/update',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Save answers (partial); assessmentData.step is the step the visitor moves to',
        params: AssessmentIdParamsSchema,
        body: UpdateAssessmentRequestSchema,
        response: { 200: AssessmentOnlyResponseSchema, 409: ApiErrorSchema, ...errors },
      },
    },
    async (request) => ({ assessment: await assessments.update(request.params.id, request.body) }),
  )

  app.post(
    '/api/assessment/:id/complete',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Check the answers, rank the providers and complete the assessment (idempotent)',
        params: AssessmentIdParamsSchema,
        response: { 200: CompleteResponseSchema, ...errors },
      },
    },
    async (request) => ({ assessment: await assessments.complete(request.params.id, request.user?.id) }),
  )

  app.post(
    '/api/send-recommendation-email/:id',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Email the free recommendation to the address of the assessment',
        params: AssessmentIdParamsSchema,
        response: {
          202: RecommendationEmailResponseSchema,
          409: ApiErrorSchema,
          429: ApiErrorSchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { confirmationSent } = await assessments.sendRecommendationEmail(request.params.id)
      return reply.status(202).send({
        confirmationSent,
        message: confirmationSent
          ? 'Check your inbox: confirm your email address and we will send your recommendation.'
          : 'Your recommendation is on its way to your inbox.',
      })
    },
  )
}
