import type { CheckoutBuyerRequest } from '@shared/checkout/checkout.schemas'
import { z } from 'zod'
import { sendJson } from '../../../lib/api-client'

/** Names the buyer before the card is charged; refuses an email whose account this browser is not signed in to. */
export const acceptBuyer = async (input: CheckoutBuyerRequest): Promise<void> => {
  await sendJson('POST', '/api/checkout/buyer', z.object({ ok: z.literal(true) }), input)
}
