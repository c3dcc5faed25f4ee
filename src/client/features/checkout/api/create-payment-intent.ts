import type {
  CreatePaymentIntentRequest,
  CreatePaymentIntentResponse,
} from '@shared/checkout/checkout.schemas'
import { apiRequest } from '../../../lib/api-client'

export const createPaymentIntent = async (input: CreatePaymentIntentRequest) =>
  (await (
    await apiRequest('POST', '/api/create-payment-intent', input)
  ).json()) as CreatePaymentIntentResponse
