import { ValidatePromoCodeResponseSchema } from '@shared/promo-codes/promo-code.schemas'
import { sendJson } from '../../../lib/api-client'

export const validatePromoCode = (code: string, originalAmount: number) =>
  sendJson('POST', '/api/promo-codes/validate', ValidatePromoCodeResponseSchema, { code, originalAmount })
