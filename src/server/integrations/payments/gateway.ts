import type { PaymentIntentStatus } from '../../db/schema/payments'

export type GatewayName = 'sandbox' | 'stripe'

export type GatewayIntent = {
  id: string
  clientSecret: string | null
  amountCents: number
  currency: string
  status: PaymentIntentStatus
  metadata: Record<string, string>
  receiptEmail: string | null
}

export type CreateIntentInput = {
  amountCents: number
  currency: string
  metadata: Record<string, string>
  /** Sent to the processor so that a retried create makes no second intent. */
  idempotencyKey: string
}

export type RefundInput = {
  paymentIntentId: string
  amountCents: number
  /** Sent to the processor so that a retried refund refunds once. */
  idempotencyKey: string
}

/** A verified gateway event: only what fulfilment needs. */
export type GatewayEvent = { id: string; type: string; paymentIntentId: string | null }

export class WebhookSignatureError extends Error {}

/** One payment processor behind the checkout: Stripe or the built-in sandbox. */
export type PaymentGateway = {
  name: GatewayName
  createIntent: (input: CreateIntentInput) => Promise<GatewayIntent>
  /** The processor's current view of an intent; null when it does not exist. */
  retrieveIntent: (id: string) => Promise<GatewayIntent | null>
  /**
   * Cancels an intent not paid yet, so it can no longer be paid; answers its state afterwards (an intent
   * already paid, or being paid, stays as it is), null when it does not exist.
   */
  cancelIntent: (id: string) => Promise<GatewayIntent | null>
  /** Gives a payment's money back; answers the processor's refund id. */
  refund: (input: RefundInput) => Promise<{ id: string }>
  /** Verifies a webhook's signature over the raw body; throws WebhookSignatureError otherwise. */
  verifyWebhook: (rawBody: Buffer, signature: string | undefined) => GatewayEvent
}
