import { randomBytes } from 'node:crypto'
import type { paymentIntents } from '../../db/schema/index'
import type { GatewayIntent, PaymentGateway } from './gateway'
import { WebhookSignatureError } from './gateway'

type IntentRow = typeof paymentIntents.$inferSelect

/** Where the sandbox keeps its intents: the payments module's repository, passed in by the composition root. */
export type SandboxIntentStore = {
  insert: (row: typeof paymentIntents.$inferInsert) => Promise<IntentRow>
  findById: (id: string) => Promise<IntentRow | undefined>
  /** Moves an intent on from one of the `from` states; nothing when it is in none of them. */
  transition: (
    id: string,
    from: IntentRow['status'][],
    data: Partial<typeof paymentIntents.$inferInsert>,
    now: Date,
  ) => Promise<IntentRow | undefined>
}

const random = (bytes: number) => randomBytes(bytes).toString('base64url').replace(/[-_]/g, 'x')

/**
 * The built-in processor: Stripe-style payment intents kept in our own `payment_intents` table.
 * Cards are confirmed by the sandbox confirm endpoint (see sandbox-processor.ts).
 */
export function createSandboxGateway(intents: SandboxIntentStore, now: () => Date): PaymentGateway {
  return {
    name: 'sandbox',
    createIntent: async (input) => {
      const id = `pi_${random(18)}`
      const row = await intents.insert({
        id,
        gateway: 'sandbox',
        clientSecret: `${id}_secret_${random(18)}`,
        amountCents: input.amountCents,
        currency: input.currency,
        status: 'requires_payment_method',
        assessmentId: input.metadata.assessmentId ?? '',
        reportType: input.metadata.reportType as 'paid_startup',
        promoCodeId: input.metadata.promoCodeId || null,
        metadata: input.metadata,
      })
      return toGatewayIntent(row)
    },
    retrieveIntent: async (id) => {
      const row = await intents.findById(id)
      return row && row.gateway === 'sandbox' ? toGatewayIntent(row) : null
    },
    cancelIntent: async (id) => {
      await intents.transition(
        id,
        ['requires_payment_method', 'requires_action'],
        { status: 'canceled' },
        now(),
      )
      const row = await intents.findById(id)
      return row && row.gateway === 'sandbox' ? toGatewayIntent(row) : null
    },
    refund: async (input) => {
      const row = await intents.findById(input.paymentIntentId)
      if (row?.gateway !== 'sandbox' || row.status !== 'succeeded') {
        throw new Error(`sandbox payment ${input.paymentIntentId} cannot be refunded`)
      }
      if (input.amountCents > row.amountCents) throw new Error('refund larger than the payment')
      return { id: `re_${random(18)}` }
    },
    verifyWebhook: () => {
      throw new WebhookSignatureError('The sandbox gateway sends no webhooks')
    },
  }
}

export const toGatewayIntent = (row: {
  id: string
  clientSecret: string | null
  amountCents: number
  currency: string
  status: GatewayIntent['status']
  metadata: Record<string, string>
  receiptEmail: string | null
}): GatewayIntent => ({
  id: row.id,
  clientSecret: row.clientSecret,
  amountCents: row.amountCents,
  currency: row.currency,
  status: row.status,
  metadata: row.metadata,
  receiptEmail: row.receiptEmail,
})
