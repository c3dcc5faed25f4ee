import { z } from 'zod'
import { endpoint } from '../http/endpoint'
import {
  CheckoutAssessmentSchema,
  CheckoutBuyerRequestSchema,
  CreatePaymentIntentRequestSchema,
  CreatePaymentIntentResponseSchema,
  FreeOrderRequestSchema,
  OrderResultSchema,
  PaymentSuccessRequestSchema,
} from './checkout.schemas'
import {
  SandboxAuthenticateRequestSchema,
  SandboxConfirmRequestSchema,
  SandboxIntentResponseSchema,
} from './sandbox.schemas'

const sandboxParams = z.object({ id: z.string().min(1).max(255) })

/** Checkout: the order summary, the payment intent, the buyer, fulfilment, the sandbox's card and Stripe's events. */
export const checkoutApi = {
  /** The order summary of an assessment (report type and list price). */
  summary: endpoint({
    method: 'GET',
    path: '/api/checkout/:assessmentId',
    params: z.object({ assessmentId: z.string().min(1).max(64) }),
    response: CheckoutAssessmentSchema,
  }),
  /** Prices the order on the server and creates (or reuses) this browser's payment intent. */
  createPaymentIntent: endpoint({
    method: 'POST',
    path: '/api/create-payment-intent',
    body: CreatePaymentIntentRequestSchema,
    response: CreatePaymentIntentResponseSchema,
  }),
  /** Names the buyer of this browser's payment intent before the card is charged. */
  buyer: endpoint({
    method: 'POST',
    path: '/api/checkout/buyer',
    body: CheckoutBuyerRequestSchema,
    response: z.object({ ok: z.literal(true) }),
  }),
  /** Fulfils a succeeded payment (idempotent per payment intent). */
  paymentSuccess: endpoint({
    method: 'POST',
    path: '/api/payment/success',
    body: PaymentSuccessRequestSchema,
    response: OrderResultSchema,
  }),
  /** Places an order whose total is 0 (a 100% promo). */
  freeOrder: endpoint({
    method: 'POST',
    path: '/api/payment/free-order',
    body: FreeOrderRequestSchema,
    response: OrderResultSchema,
  }),
  /** The sandbox gateway: confirms a payment with a test card. */
  sandboxConfirm: endpoint({
    method: 'POST',
    path: '/api/sandbox/payment-intents/:id/confirm',
    params: sandboxParams,
    body: SandboxConfirmRequestSchema,
    response: SandboxIntentResponseSchema,
  }),
  /** The sandbox gateway: completes or fails the simulated card authentication. */
  sandboxAuthenticate: endpoint({
    method: 'POST',
    path: '/api/sandbox/payment-intents/:id/authenticate',
    params: sandboxParams,
    body: SandboxAuthenticateRequestSchema,
    response: SandboxIntentResponseSchema,
  }),
  /** Stripe's signed events: the body is read raw (the signature covers its bytes), so it has no schema. */
  stripeWebhook: endpoint({
    method: 'POST',
    path: '/api/webhooks/stripe',
    response: z.object({ received: z.literal(true), outcome: z.string() }),
  }),
}
