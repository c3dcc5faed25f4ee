import { checkoutApi } from '@shared/checkout/checkout.api'
import type { FastifyPluginAsync } from 'fastify'
import { route } from '../../lib/route'

const confirmLimit = { max: 30, windowMs: 15 * 60_000 }

/** The sandbox gateway's own card endpoints (registered only when the sandbox is the gateway). */
export const sandboxRoutes: FastifyPluginAsync = async (app) => {
  const { sandbox, limiter } = app.services
  const open = { access: 'public', tags: ['checkout'] } as const
  if (!sandbox) return

  await route(
    app,
    checkoutApi.sandboxConfirm,
    { ...open, summary: 'Confirm a sandbox payment with a test card', errors: [400, 402, 404, 409, 429] },
    async (request) => {
      await limiter.consume(`sandbox-confirm:ip:${request.ip}`, confirmLimit)
      return sandbox.confirm(request.params.id, request.body)
    },
  )

  await route(
    app,
    checkoutApi.sandboxAuthenticate,
    {
      ...open,
      summary: 'Complete or fail the simulated card authentication step',
      errors: [400, 402, 404, 409],
    },
    async (request) =>
      sandbox.authenticate(request.params.id, request.body.clientSecret, request.body.approve),
  )
}
