import { OrderResultSchema, type PaymentSuccessRequest } from '@shared/checkout/checkout.schemas'
import { sendJson } from '../../../lib/api-client'

export const reportPaymentSuccess = (input: PaymentSuccessRequest) =>
  sendJson('POST', '/api/payment/success', OrderResultSchema, input)
