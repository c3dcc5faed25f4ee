import type { PaymentSuccessRequest } from '@shared/checkout/checkout.schemas'
import type { Transaction } from '../../db/transaction'
import type { PaymentGateway } from '../../integrations/payments/gateway'
import { AppError } from '../../lib/app-error'
import { type CrashPoint, noCrashPoint } from '../../lib/crash-point'
import { hashPassword } from '../../lib/password'
import { assertAcceptablePassword } from '../../lib/password-policy'
import type { FulfilmentRepos, FulfilmentResult, FulfilmentService } from '../fulfilment/fulfilment.service'
import { orderMessages } from './checkout-messages'
import type { CheckoutBrowser, CheckoutOrder } from './checkout-order'
import type { PaymentIntentRepository } from './payment-intent.repository'

type Deps = Pick<CheckoutOrder, 'ownIntent'> & {
  /** The order's one transaction (fulfilment writes in it). */
  transaction: Transaction<FulfilmentRepos>
  gateway: Pick<PaymentGateway, 'retrieveIntent'>
  intents: Pick<PaymentIntentRepository, 'update'>
  fulfilment: Pick<FulfilmentService, 'fulfilIntent'>
  now: () => Date
  crashPoint?: CrashPoint
}

/**
 * The browser's report of a successful payment: the intent is re-read from the gateway and must
 * have succeeded, for the amount and the order we recorded, before anything is fulfilled. Only
 * the browser that created the intent, for the buyer it named, gets this far.
 */
export const confirmPaymentSuccess =
  ({ ownIntent, transaction, gateway, intents, fulfilment, now, crashPoint }: Deps) =>
  async (input: PaymentSuccessRequest, browser: CheckoutBrowser): Promise<FulfilmentResult> => {
    const local = await ownIntent(input.paymentIntentId, browser)
    if (!local.buyerEmail || local.buyerEmail.toLowerCase() !== input.email.toLowerCase()) {
      throw new AppError('BAD_REQUEST', orderMessages.otherEmail)
    }
    const remote = await gateway.retrieveIntent(local.id)
    if (!remote) throw new AppError('BAD_REQUEST', orderMessages.unknownPayment)
    if (remote.status !== 'succeeded') throw new AppError('BAD_REQUEST', orderMessages.notSucceeded)
    if (
      remote.amountCents !== local.amountCents ||
      remote.currency !== local.currency ||
      remote.metadata.assessmentId !== local.assessmentId ||
      remote.metadata.reportType !== local.reportType
    ) {
      throw new AppError('BAD_REQUEST', orderMessages.mismatch)
    }
    if (remote.receiptEmail && remote.receiptEmail.toLowerCase() !== input.email.toLowerCase()) {
      throw new AppError('BAD_REQUEST', orderMessages.otherEmail)
    }
    if (local.status !== 'succeeded') await intents.update(local.id, { status: 'succeeded' }, now())
    assertAcceptablePassword(input.password)
    const passwordHash = await hashPassword(input.password)
    const result = await transaction((repos) =>
      fulfilment.fulfilIntent(repos, local.id, {
        email: local.buyerEmail ?? input.email,
        passwordHash,
        userId: local.buyerUserId,
      }),
    )
    ;(crashPoint ?? noCrashPoint)('fulfilment.after-commit')
    return result
  }
