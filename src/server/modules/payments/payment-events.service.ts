import type { Transaction } from '../../db/transaction'
import type { GatewayIntent, PaymentGateway } from '../../integrations/payments/gateway'
import type { OrderAssessments } from '../assessment/order-assessment.repository'
import type { FulfilmentRepos, FulfilmentService } from '../fulfilment/fulfilment.service'
import type { RefundRepos } from '../reports/refund.service'
import type { PaymentIntentRepository, PaymentIntentRow } from './payment-intent.repository'
import type { WebhookEventRepository } from './webhook-event.repository'

/** What an event writes in its transaction: its id, the intent, and the order it fulfils or the refund. */
type EventRepos = FulfilmentRepos & RefundRepos & { webhookEvents: WebhookEventRepository }

type Deps = {
  gateway: PaymentGateway
  intents: PaymentIntentRepository
  events: WebhookEventRepository
  transaction: Transaction<EventRepos>
  assessments: OrderAssessments
  fulfilment: FulfilmentService
  /** Revokes the report of a payment the processor refunded; false when there was nothing to revoke. */
  refunded: (repos: RefundRepos, paymentIntentId: string) => Promise<boolean>
  now: () => Date
  log: { warn: (obj: unknown, msg?: string) => void }
}

/** Reconciliation leaves the browser this long to report a payment itself. */
export const RECONCILE_GRACE_MS = 15 * 60_000
/** Intents older than this are no longer re-checked. */
export const RECONCILE_HORIZON_MS = 72 * 60 * 60_000

export type WebhookOutcome = 'fulfilled' | 'refunded' | 'duplicate' | 'recorded' | 'ignored'

const matchesOrder = (local: PaymentIntentRow, remote: GatewayIntent) =>
  remote.amountCents === local.amountCents &&
  remote.currency === local.currency &&
  remote.metadata.assessmentId === local.assessmentId

/** Webhook deliveries and the reconciliation job: the paths that fulfil without the buyer's browser. */
export function createPaymentEventsService(deps: Deps) {
  const { transaction, gateway, now } = deps

  const buyerEmail = async (local: PaymentIntentRow, remote: GatewayIntent) =>
    local.buyerEmail ??
    remote.receiptEmail ??
    local.receiptEmail ??
    (await deps.assessments.find(local.assessmentId))?.email ??
    null

  return {
    /** Verified event → one transaction that records its id and does its work; a redelivery does nothing. */
    handleWebhook: async (rawBody: Buffer, signature: string | undefined): Promise<WebhookOutcome> => {
      const event = gateway.verifyWebhook(rawBody, signature)
      const local = event.paymentIntentId ? await deps.intents.findById(event.paymentIntentId) : undefined
      if (!local) {
        await deps.events.record(event.id, event.type)
        return 'ignored'
      }
      if (event.type === 'charge.refunded') {
        return transaction(async (repos) => {
          if (!(await repos.webhookEvents.record(event.id, event.type))) return 'duplicate'
          return (await deps.refunded(repos, local.id)) ? 'refunded' : 'recorded'
        })
      }
      const remote = await gateway.retrieveIntent(local.id)
      const email = remote ? await buyerEmail(local, remote) : null
      return transaction(async (repos) => {
        if (!(await repos.webhookEvents.record(event.id, event.type))) return 'duplicate'
        if (!remote) return 'recorded'
        if (remote.status !== 'succeeded') {
          if (local.status !== 'succeeded')
            await repos.intents.update(local.id, { status: remote.status }, now())
          return 'recorded'
        }
        if (!matchesOrder(local, remote) || !email) {
          deps.log.warn({ paymentIntentId: local.id }, 'succeeded payment does not match its order')
          return 'recorded'
        }
        await repos.intents.update(local.id, { status: 'succeeded' }, now())
        await deps.fulfilment.fulfilIntent(repos, local.id, {
          email,
          passwordHash: null,
          userId: local.buyerUserId,
        })
        return 'fulfilled'
      })
    },

    /** Fulfils intents that succeeded but were never reported (the buyer closed the tab). */
    reconcile: async (): Promise<number> => {
      // Promo uses held by checkouts not paid in time (or canceled) go back to their codes (ADR 036). Such a
      // checkout is canceled at the gateway first, so it can no longer be paid at the price its hold allowed;
      // one paid meanwhile keeps its hold (the cancel answers it succeeded or is processing).
      for (const { id } of await deps.intents.lapsedHolds(now())) {
        const remote = await gateway.cancelIntent(id).catch((err: unknown) => {
          deps.log.warn({ err, paymentIntentId: id }, 'could not cancel a checkout whose promo hold ended')
          return null
        })
        if (remote) await deps.intents.update(id, { status: remote.status }, now())
      }
      await transaction(async (repos) => {
        for (const promoCodeId of await repos.intents.endPromoHolds(now())) {
          await repos.promoCodes.release(promoCodeId, now())
        }
      })
      const at = now().getTime()
      const candidates = await deps.intents.listUnfulfilled(
        new Date(at - RECONCILE_GRACE_MS),
        new Date(at - RECONCILE_HORIZON_MS),
        100,
      )
      let fulfilled = 0
      for (const local of candidates) {
        const remote = await gateway.retrieveIntent(local.id)
        const email = remote ? await buyerEmail(local, remote) : null
        await transaction(async (repos) => {
          if (remote?.status === 'succeeded' && matchesOrder(local, remote) && email) {
            await repos.intents.update(local.id, { status: 'succeeded' }, now())
            const result = await deps.fulfilment.fulfilIntent(repos, local.id, {
              email,
              passwordHash: null,
              userId: local.buyerUserId,
            })
            if (result.fulfilledNow) fulfilled += 1
            return
          }
          // Checked: move it to the back of the queue (and mirror the processor's status).
          await repos.intents.update(local.id, remote ? { status: remote.status } : {}, now())
        })
      }
      return fulfilled
    },
  }
}
export type PaymentEventsService = ReturnType<typeof createPaymentEventsService>
