import type { FreeOrderRequest, OrderResult } from '@shared/checkout/checkout.schemas'
import { apiRequest } from '../../../lib/api-client'

export const placeFreeOrder = async (input: FreeOrderRequest) =>
  (await (await apiRequest('POST', '/api/payment/free-order', input)).json()) as OrderResult
