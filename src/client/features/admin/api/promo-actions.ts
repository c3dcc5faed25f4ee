import type {
  CreatePromoCodeRequest,
  PromoCode,
  UpdatePromoCodeRequest,
} from '@shared/promo-codes/promo-code.schemas'
import { apiRequest } from '../../../lib/api-client'

const path = (id: string) => `/api/admin/promo-codes/${encodeURIComponent(id)}`

/** POST /api/admin/promo-codes: the server generates the code. */
export const createPromoCode = async (input: CreatePromoCodeRequest) =>
  (await (await apiRequest('POST', '/api/admin/promo-codes', input)).json()) as { promoCode: PromoCode }

/** PUT /api/admin/promo-codes/{id}. */
export const updatePromoCode = async (id: string, input: UpdatePromoCodeRequest) =>
  (await (await apiRequest('PUT', path(id), input)).json()) as { promoCode: PromoCode }

/** DELETE /api/admin/promo-codes/{id}. */
export const deletePromoCode = async (id: string) => {
  await apiRequest('DELETE', path(id))
}
