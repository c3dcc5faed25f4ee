import { checkoutApi } from '@shared/checkout/checkout.api'
import type { FreeOrderRequest } from '@shared/checkout/checkout.schemas'
import { call } from '../../../lib/api-client'

export const placeFreeOrder = (body: FreeOrderRequest) => call(checkoutApi.freeOrder, { body })
