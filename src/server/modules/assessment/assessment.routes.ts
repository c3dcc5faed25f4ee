import { assessmentApi } from '@shared/assessment/assessment.api'
import type { FastifyPluginAsync } from 'fastify'
import { sendPrecompressed } from '../../lib/precompressed'
import { route } from '../../lib/route'

export const assessmentRoutes: FastifyPluginAsync = async (app) => {
  const { assessments } = app.services
  const open = { access: 'public', tags: ['assessment'] } as const

  await route(
    app,
    assessmentApi.captureEmail,
    { ...open, summary: 'Capture an email and open an assessment', errors: [400, 429] },
    async (request) => assessments.captureEmail(request.body, request.ip),
  )

  await route(
    app,
    assessmentApi.start,
    { ...open, summary: 'Start an assessment with its business type', errors: [400, 429] },
    async (request) => ({ assessment: await assessments.start(request.body, request.ip) }),
  )

  await route(
    app,
    assessmentApi.get,
    {
      ...open,
      noStore: true,
      summary: 'An assessment and its free recommendation (no email address)',
      errors: [400, 404],
    },
    async (request, reply) => {
      // Signed out, a completed assessment's answer is the same for everyone: built and checked once per
      // version (ADR 023); Fastify sends JSON text as it is.
      const view = request.user ? null : await assessments.publicView(request.params.id)
      if (view) return sendPrecompressed(request, reply, view.json, 'application/json; charset=utf-8')
      return assessments.get(request.params.id, request.user)
    },
  )

  await route(
    app,
    assessmentApi.update,
    {
      ...open,
      summary: 'Save answers (partial); assessmentData.step is the step the visitor moves to',
      errors: [400, 404, 409],
    },
    async (request) => ({ assessment: await assessments.update(request.params.id, request.body) }),
  )

  await route(
    app,
    assessmentApi.complete,
    {
      ...open,
      summary: 'Check the answers, rank the providers and complete the assessment (idempotent)',
      errors: [400, 404],
    },
    async (request) => ({ assessment: await assessments.complete(request.params.id, request.user?.id) }),
  )

  await route(
    app,
    assessmentApi.sendRecommendationEmail,
    {
      ...open,
      summary: 'Email the free recommendation to the address of the assessment',
      errors: [400, 404, 409, 429],
    },
    async (request) => {
      const { confirmationSent } = await assessments.sendRecommendationEmail(request.params.id)
      return {
        confirmationSent,
        message: confirmationSent
          ? 'Check your inbox: confirm your email address and we will send your recommendation.'
          : 'Your recommendation is on its way to your inbox.',
      }
    },
  )
}
