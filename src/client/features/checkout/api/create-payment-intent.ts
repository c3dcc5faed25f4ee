import {
  type CreatePaymentIntentRequest,
  CreatePaymentIntentResponseSchema,
} from '@shared/checkout/checkout.schemas'
import { sendJson } from '../../../lib/api-client'

export const createPaymentIntent = (input: CreatePaymentIntentRequest) =>
  sendJson('POST', '/api/create-payment-intent', CreatePaymentIntentResponseSchema, input)
