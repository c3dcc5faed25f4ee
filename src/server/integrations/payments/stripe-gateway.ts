import Stripe from 'stripe'
import type { GatewayIntent, PaymentGateway } from './gateway'
import { WebhookSignatureError } from './gateway'

export type StripeGatewayOptions = {
  secretKey: string
  webhookSecret?: string
  /** For tests against a local fake of Stripe's API. */
  host?: string
  port?: number
  protocol?: 'http' | 'https'
}

/** Stripe's webhook tolerance: events signed more than 5 minutes ago are refused. */
export const WEBHOOK_TOLERANCE_SECONDS = 300

/** Stripe's statuses in ours; requires_capture counts as processing, anything unknown as unpaid. */
const statusOf = (s: string): GatewayIntent['status'] => {
  if (s === 'succeeded' || s === 'processing' || s === 'canceled' || s === 'requires_action') return s
  return s === 'requires_capture' ? 'processing' : 'requires_payment_method'
}

const toGatewayIntent = (pi: Stripe.PaymentIntent): GatewayIntent => ({
  id: pi.id,
  clientSecret: pi.client_secret,
  amountCents: pi.amount,
  currency: pi.currency,
  status: statusOf(pi.status),
  metadata: { ...pi.metadata },
  receiptEmail: pi.receipt_email,
})

export function createStripeGateway(options: StripeGatewayOptions): PaymentGateway {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(options.host
      ? { host: options.host, port: options.port, protocol: options.protocol ?? 'https' }
      : {}),
  })
  return {
    name: 'stripe',
    createIntent: async (input) => {
      const pi = await stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: input.currency,
          metadata: input.metadata,
          allowed_payment_method_types: ['card'],
        },
        { idempotencyKey: input.idempotencyKey },
      )
      return toGatewayIntent(pi)
    },
    retrieveIntent: async (id) => {
      try {
        return toGatewayIntent(await stripe.paymentIntents.retrieve(id))
      } catch (err) {
        if (err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 404) return null
        throw err
      }
    },
    cancelIntent: async (id) => {
      try {
        return toGatewayIntent(await stripe.paymentIntents.cancel(id))
      } catch (err) {
        // Stripe refuses to cancel an intent that succeeded or is processing: its state is the answer.
        if (err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode !== 404) {
          return toGatewayIntent(await stripe.paymentIntents.retrieve(id))
        }
        if (err instanceof Stripe.errors.StripeInvalidRequestError) return null
        throw err
      }
    },
    refund: async (input) => {
      const refund = await stripe.refunds.create(
        { payment_intent: input.paymentIntentId, amount: input.amountCents },
        { idempotencyKey: input.idempotencyKey },
      )
      return { id: refund.id }
    },
    verifyWebhook: (rawBody, signature) => {
      if (!options.webhookSecret) throw new WebhookSignatureError('Webhook secret is not configured')
      if (!signature) throw new WebhookSignatureError('Missing Stripe-Signature header')
      let event: Stripe.Event
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signature,
          options.webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
        )
      } catch {
        throw new WebhookSignatureError('Invalid webhook signature')
      }
      // A payment intent's own events, or a charge's (charge.refunded) naming its payment intent.
      const object = event.data.object as { object?: string; id?: string; payment_intent?: unknown }
      const paymentIntentId =
        object.object === 'payment_intent' && object.id
          ? object.id
          : object.object === 'charge' && typeof object.payment_intent === 'string'
            ? object.payment_intent
            : null
      return { id: event.id, type: event.type, paymentIntentId }
    },
  }
}
