import { errorMessage } from '../../lib/api-client'

/** A card the processor refused: shown as "Payment Failed" with the processor's message. */
export class PaymentDeclinedError extends Error {}

/** Field errors already shown next to the inputs: nothing more to say. */
export class CardFieldsError extends Error {}

/** A failed sandbox call: a 402 is a decline, anything else an error. */
export function toPaymentError(error: unknown): Error {
  if (error instanceof Error && error.message.startsWith('402:')) {
    return new PaymentDeclinedError(errorMessage(error, 'Your card was declined.'))
  }
  return error instanceof Error ? error : new Error(String(error))
}

export type PayArgs = { clientSecret: string; paymentIntentId: string; email: string }
/** Confirms the card payment; resolves once the intent has succeeded. */
export type PayFn = (args: PayArgs) => Promise<void>
