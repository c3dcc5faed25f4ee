import { checkoutApi } from '@shared/checkout/checkout.api'
import type { FastifyPluginAsync } from 'fastify'
import { WebhookSignatureError } from '../../integrations/payments/gateway'
import { AppError } from '../../lib/app-error'
import { route } from '../../lib/route'

/** Stripe's webhook: the signature is checked over the raw body, so JSON is not parsed here. */
export const webhookRoutes: FastifyPluginAsync = async (app) => {
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  )

  await route(
    app,
    checkoutApi.stripeWebhook,
    { access: 'public', tags: ['checkout'], summary: 'Stripe events (signed)', errors: [400] },
    async (request) => {
      // The contract has no body schema: the parser above hands the bytes over as they came.
      const body: unknown = request.body
      if (!Buffer.isBuffer(body)) throw new AppError('BAD_REQUEST', 'Expected a JSON body')
      const signature = request.headers['stripe-signature']
      try {
        const outcome = await app.services.paymentEvents.handleWebhook(
          body,
          typeof signature === 'string' ? signature : undefined,
        )
        return { received: true as const, outcome }
      } catch (err) {
        if (err instanceof WebhookSignatureError) throw new AppError('BAD_REQUEST', err.message)
        throw err
      }
    },
  )
}
