import { checkoutApi } from '@shared/checkout/checkout.api'
import type { CreatePaymentIntentRequest } from '@shared/checkout/checkout.schemas'
import { call } from '../../../lib/api-client'

export const createPaymentIntent = (body: CreatePaymentIntentRequest) =>
  call(checkoutApi.createPaymentIntent, { body })
