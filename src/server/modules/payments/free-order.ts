import type { FreeOrderRequest } from '@shared/checkout/checkout.schemas'
import { formatUsd } from '@shared/format'
import { AppError } from '../../lib/app-error'
import { hashPassword } from '../../lib/password'
import { assertAcceptablePassword } from '../../lib/password-policy'
import type { FulfilmentResult, FulfilmentService } from '../fulfilment/fulfilment.service'
import type { CheckoutBrowser, CheckoutOrder } from './checkout-order'

type Deps = Pick<CheckoutOrder, 'quote' | 'signedInAccount'> & {
  fulfilment: Pick<FulfilmentService, 'fulfilFreeOrder'>
}

/** Only when the server's total is 0; otherwise nothing is created. */
export const freeOrder =
  ({ quote, signedInAccount, fulfilment }: Deps) =>
  async (input: FreeOrderRequest, browser: CheckoutBrowser): Promise<FulfilmentResult> => {
    const { assessment, promo, price } = await quote(input.assessmentId, input.promoCodeId)
    const account = await signedInAccount(input.email, browser)
    if (!promo || price.chargeCents !== 0) {
      throw new AppError(
        'BAD_REQUEST',
        `This order is not free: the total is ${formatUsd(price.chargeCents)}. Please pay by card.`,
      )
    }
    assertAcceptablePassword(input.password)
    const passwordHash = await hashPassword(input.password)
    return fulfilment.fulfilFreeOrder(
      { assessment, reportType: assessment.reportType, promoCodeId: promo.id },
      { email: input.email, passwordHash, userId: account?.id ?? null },
    )
  }
