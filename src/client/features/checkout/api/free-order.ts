import { type FreeOrderRequest, OrderResultSchema } from '@shared/checkout/checkout.schemas'
import { sendJson } from '../../../lib/api-client'

export const placeFreeOrder = (input: FreeOrderRequest) =>
  sendJson('POST', '/api/payment/free-order', OrderResultSchema, input)
