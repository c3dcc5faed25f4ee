import { z } from 'zod'
import { MessageSchema } from '../auth/auth.schemas'
import { endpoint } from '../http/endpoint'
import {
  CreatePromoCodeRequestSchema,
  PromoCodeListResponseSchema,
  PromoCodeResponseSchema,
  UpdatePromoCodeRequestSchema,
  ValidatePromoCodeRequestSchema,
  ValidatePromoCodeResponseSchema,
} from './promo-code.schemas'

const params = z.object({ id: z.string().min(1).max(64) })

/** Promo codes: the buyer's check at checkout and the administrator's list, create, edit and delete. */
export const promoCodeApi = {
  /** Checks a code the buyer typed against the order's price. */
  validate: endpoint({
    method: 'POST',
    path: '/api/promo-codes/validate',
    body: ValidatePromoCodeRequestSchema,
    response: ValidatePromoCodeResponseSchema,
  }),
  /** Every code with its uses and revenue. */
  list: endpoint({ method: 'GET', path: '/api/admin/promo-codes', response: PromoCodeListResponseSchema }),
  /** Creates a code (the server generates it). */
  create: endpoint({
    method: 'POST',
    path: '/api/admin/promo-codes',
    body: CreatePromoCodeRequestSchema,
    response: PromoCodeResponseSchema,
    status: 201,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/admin/promo-codes/:id',
    params,
    body: UpdatePromoCodeRequestSchema,
    response: PromoCodeResponseSchema,
  }),
  delete: endpoint({ method: 'DELETE', path: '/api/admin/promo-codes/:id', params, response: MessageSchema }),
}
