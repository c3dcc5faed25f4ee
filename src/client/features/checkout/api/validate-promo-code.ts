import type { ValidatePromoCodeResponse } from '@shared/promo-codes/promo-code.schemas'
import { apiRequest } from '../../../lib/api-client'

export const validatePromoCode = async (code: string, originalAmount: number) =>
  (await (
    await apiRequest('POST', '/api/promo-codes/validate', { code, originalAmount })
  ).json()) as ValidatePromoCodeResponse
