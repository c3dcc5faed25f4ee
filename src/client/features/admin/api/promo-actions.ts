import { MessageSchema } from '@shared/auth/auth.schemas'
import {
  type CreatePromoCodeRequest,
  PromoCodeResponseSchema,
  type UpdatePromoCodeRequest,
} from '@shared/promo-codes/promo-code.schemas'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { sendJson } from '../../../lib/api-client'
import { adminStatsQuery, promoCodesQuery } from './admin-queries'

const path = (id: string) => `/api/admin/promo-codes/${encodeURIComponent(id)}`

/** POST /api/admin/promo-codes: the server generates the code. */
export const createPromoCode = (input: CreatePromoCodeRequest) =>
  sendJson('POST', '/api/admin/promo-codes', PromoCodeResponseSchema, input)

/** PUT /api/admin/promo-codes/{id}. */
export const updatePromoCode = (id: string, input: UpdatePromoCodeRequest) =>
  sendJson('PUT', path(id), PromoCodeResponseSchema, input)

/** DELETE /api/admin/promo-codes/{id}. */
export const deletePromoCode = (id: string) => sendJson('DELETE', path(id), MessageSchema)

function useRefreshPromoCodes() {
  const queryClient = useQueryClient()
  return () => {
    queryClient.invalidateQueries({ queryKey: promoCodesQuery.queryKey })
    queryClient.invalidateQueries({ queryKey: adminStatsQuery.queryKey })
  }
}

export function useCreatePromoCode() {
  const refresh = useRefreshPromoCodes()
  return useMutation({ mutationFn: createPromoCode, onSuccess: refresh })
}

export function useUpdatePromoCode() {
  const refresh = useRefreshPromoCodes()
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdatePromoCodeRequest }) => updatePromoCode(id, input),
    onSuccess: refresh,
  })
}

export function useDeletePromoCode() {
  const refresh = useRefreshPromoCodes()
  return useMutation({ mutationFn: deletePromoCode, onSuccess: refresh })
}
