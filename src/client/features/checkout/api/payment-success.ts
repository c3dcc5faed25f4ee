import { checkoutApi } from '@shared/checkout/checkout.api'
import type { PaymentSuccessRequest } from '@shared/checkout/checkout.schemas'
import { call } from '../../../lib/api-client'

export const reportPaymentSuccess = (body: PaymentSuccessRequest) =>
  call(checkoutApi.paymentSuccess, { body })
