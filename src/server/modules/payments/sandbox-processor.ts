import { timingSafeEqual } from 'node:crypto'
import { cardBrand, cardFieldErrors, digitsOnly, SANDBOX_TEST_CARDS } from '@shared/checkout/card'
import {
  AUTHENTICATION_FAILED_MESSAGE,
  type SandboxConfirmRequest,
  type SandboxIntentResponse,
} from '@shared/checkout/sandbox.schemas'
import { AppError } from '../../lib/app-error'
import type { PaymentIntentRepository, PaymentIntentRow } from './payment-intent.repository'

const UNKNOWN_CARD_MESSAGE =
  'Your card was declined. This sandbox accepts test cards only, such as 4242 4242 4242 4242.'

const sameSecret = (a: string | null, b: string) =>
  a?.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))

const declined = (message: string, code: string) =>
  new AppError('CARD_DECLINED', message, { statusCode: 402, details: [{ path: 'card', message: code }] })

/**
 * The sandbox's card processing: Stripe's test cards and their outcomes. The card number is used
 * for the decision only; brand and last 4 digits are all that is kept.
 */
export function createSandboxProcessor(intents: PaymentIntentRepository, now: () => Date) {
  const load = async (id: string, clientSecret: string): Promise<PaymentIntentRow> => {
    const row = await intents.findById(id)
    if (row?.gateway !== 'sandbox' || !sameSecret(row.clientSecret, clientSecret)) {
      throw new AppError('NOT_FOUND', 'Payment not found')
    }
    return row
  }
  const view = (row: PaymentIntentRow): SandboxIntentResponse => ({ id: row.id, status: row.status })

  return {
    confirm: async (id: string, input: SandboxConfirmRequest): Promise<SandboxIntentResponse> => {
      const row = await load(id, input.clientSecret)
      if (row.status === 'succeeded') throw new AppError('CONFLICT', 'This payment has already succeeded.')
      if (row.status !== 'requires_payment_method' && row.status !== 'requires_action') {
        throw new AppError('CONFLICT', 'This payment cannot be confirmed now.')
      }
      const problems = cardFieldErrors(
        { number: input.cardNumber, expiry: input.expiry, cvc: input.cvc },
        now(),
      )
      const details = Object.entries(problems).map(([path, message]) => ({ path, message }))
      if (details.length > 0) {
        throw new AppError('VALIDATION_FAILED', details[0]?.message ?? 'Invalid card', { details })
      }
      const digits = digitsOnly(input.cardNumber)
      const card = {
        cardBrand: cardBrand(digits),
        cardLast4: digits.slice(-4),
        receiptEmail: input.receiptEmail,
      }
      const outcome = SANDBOX_TEST_CARDS[digits as keyof typeof SANDBOX_TEST_CARDS] ?? {
        outcome: 'declined' as const,
        message: UNKNOWN_CARD_MESSAGE,
        code: 'card_declined',
      }
      const from: PaymentIntentRow['status'][] = ['requires_payment_method', 'requires_action']
      if (outcome.outcome === 'declined') {
        await intents.transition(
          id,
          from,
          {
            ...card,
            status: 'requires_payment_method',
            lastErrorCode: outcome.code,
            lastErrorMessage: outcome.message,
          },
          now(),
        )
        throw declined(outcome.message, outcome.code)
      }
      const status = outcome.outcome === 'succeeded' ? 'succeeded' : 'requires_action'
      const updated = await intents.transition(
        id,
        from,
        { ...card, status, lastErrorCode: null, lastErrorMessage: null },
        now(),
      )
      if (!updated) throw new AppError('CONFLICT', 'This payment cannot be confirmed now.')
      return view(updated)
    },

    /** The simulated authentication step (3-D Secure) of card 4000 0025 0000 3155. */
    authenticate: async (
      id: string,
      clientSecret: string,
      approve: boolean,
    ): Promise<SandboxIntentResponse> => {
      await load(id, clientSecret)
      const updated = await intents.transition(
        id,
        ['requires_action'],
        approve
          ? { status: 'succeeded' }
          : {
              status: 'requires_payment_method',
              lastErrorCode: 'payment_intent_authentication_failure',
              lastErrorMessage: AUTHENTICATION_FAILED_MESSAGE,
            },
        now(),
      )
      if (!updated) throw new AppError('CONFLICT', 'This payment is not waiting for authentication.')
      if (!approve) throw declined(AUTHENTICATION_FAILED_MESSAGE, 'payment_intent_authentication_failure')
      return view(updated)
    },
  }
}
export type SandboxProcessor = ReturnType<typeof createSandboxProcessor>
