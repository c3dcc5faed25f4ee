import type { CheckoutBuyerRequest } from '@shared/checkout/checkout.schemas'
import { AppError } from '../../lib/app-error'
import type { PromoCodeService } from '../promo-codes/promo-code.service'
import { orderMessages } from './checkout-messages'
import type { CheckoutBrowser, CheckoutOrder } from './checkout-order'
import type { PaymentIntentRepository } from './payment-intent.repository'

type Deps = Pick<CheckoutOrder, 'ownIntent' | 'refuseIfBought' | 'renewPromoHold' | 'signedInAccount'> & {
  intents: Pick<PaymentIntentRepository, 'update'>
  promoCodes: Pick<PromoCodeService, 'usable'>
  now: () => Date
}

/**
 * Names the buyer before the card is charged. Refuses an assessment already bought and a promo that
 * no longer holds; answers the same whether or not the email has an account.
 */
export const acceptBuyer =
  ({ ownIntent, refuseIfBought, renewPromoHold, signedInAccount, intents, promoCodes, now }: Deps) =>
  async (input: CheckoutBuyerRequest, browser: CheckoutBrowser): Promise<{ ok: true }> => {
    const local = await ownIntent(input.paymentIntentId, browser)
    if (local.fulfilledAt) throw new AppError('CONFLICT', orderMessages.alreadyPurchased)
    if (local.status === 'canceled') throw new AppError('CONFLICT', orderMessages.expired)
    await refuseIfBought(local.assessmentId, browser)
    if (local.promoCodeId) {
      if (!(await promoCodes.usable(local.promoCodeId).catch(() => null))) {
        throw new AppError('CONFLICT', orderMessages.promoChanged)
      }
      // The card is charged next: the promo's use is held (again, if its hold has ended) for that
      // payment, or the price it was quoted is refused (ADR 036).
      if (!(await renewPromoHold(local.id, local.promoCodeId))) {
        throw new AppError('CONFLICT', orderMessages.promoChanged)
      }
    }
    const account = await signedInAccount(input.email, browser)
    await intents.update(local.id, { buyerEmail: input.email, buyerUserId: account?.id ?? null }, now())
    return { ok: true }
  }
