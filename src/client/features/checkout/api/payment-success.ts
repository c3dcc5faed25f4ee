import type { OrderResult, PaymentSuccessRequest } from '@shared/checkout/checkout.schemas'
import { apiRequest } from '../../../lib/api-client'

export const reportPaymentSuccess = async (input: PaymentSuccessRequest) =>
  (await (await apiRequest('POST', '/api/payment/success', input)).json()) as OrderResult
