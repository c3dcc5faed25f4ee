import { ApiErrorSchema } from '@shared/http/api-error'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { WebhookSignatureError } from '../../integrations/payments/gateway'
import { AppError } from '../../lib/app-error'

/** Stripe's webhook: the signature is checked over the raw body, so JSON is not parsed here. */
export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  )

  app.post(
    '/api/webhooks/stripe',
    {
      config: { access: 'public' },
      schema: {
        tags: ['checkout'],
        summary: 'Stripe events (signed)',
        response: { 200: z.object({ received: z.literal(true), outcome: z.string() }), 400: ApiErrorSchema },
      },
    },
    async (request) => {
      const body = request.body
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
