import { checkoutApi } from '@shared/checkout/checkout.api'
import type { CheckoutBuyerRequest } from '@shared/checkout/checkout.schemas'
import { call } from '../../../lib/api-client'

/** Names the buyer before the card is charged; refuses an email whose account this browser is not signed in to. */
export const acceptBuyer = async (body: CheckoutBuyerRequest): Promise<void> => {
  await call(checkoutApi.buyer, { body })
}
