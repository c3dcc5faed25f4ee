import {
  SandboxAuthenticateRequestSchema,
  SandboxConfirmRequestSchema,
  SandboxIntentResponseSchema,
} from '@shared/checkout/sandbox.schemas'
import { ApiErrorSchema } from '@shared/http/api-error'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

const Params = z.object({ id: z.string().min(1).max(255) })
const confirmLimit = { max: 30, windowMs: 15 * 60_000 }

/** The sandbox gateway's own card endpoints (registered only when the sandbox is the gateway). */
export const sandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { sandbox, limiter } = app.services
  const tags = ['checkout']
  const errors = { 400: ApiErrorSchema, 402: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema }
  if (!sandbox) return

  app.post(
    '/api/sandbox/payment-intents/:id/confirm',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Confirm a sandbox payment with a test card',
        params: Params,
        body: SandboxConfirmRequestSchema,
        response: { 200: SandboxIntentResponseSchema, ...errors, 429: ApiErrorSchema },
      },
    },
    async (request) => {
      await limiter.consume(`sandbox-confirm:ip:${request.ip}`, confirmLimit)
      return sandbox.confirm(request.params.id, request.body)
    },
  )

  app.post(
    '/api/sandbox/payment-intents/:id/authenticate',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Complete or fail the simulated card authentication step',
        params: Params,
        body: SandboxAuthenticateRequestSchema,
        response: { 200: SandboxIntentResponseSchema, ...errors },
      },
    },
    async (request) =>
      sandbox.authenticate(request.params.id, request.body.clientSecret, request.body.approve),
  )
}
