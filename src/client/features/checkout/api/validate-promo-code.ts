import { promoCodeApi } from '@shared/promo-codes/promo-code.api'
import { call } from '../../../lib/api-client'

export const validatePromoCode = (code: string, originalAmount: number) =>
  call(promoCodeApi.validate, { body: { code, originalAmount } })
