import { promoCodeApi } from '@shared/promo-codes/promo-code.api'
import type { CreatePromoCodeRequest, UpdatePromoCodeRequest } from '@shared/promo-codes/promo-code.schemas'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { call } from '../../../lib/api-client'
import { adminStatsQuery, promoCodesQuery } from './admin-queries'

function useRefreshPromoCodes() {
  const queryClient = useQueryClient()
  return () => {
    queryClient.invalidateQueries({ queryKey: promoCodesQuery.queryKey })
    queryClient.invalidateQueries({ queryKey: adminStatsQuery.queryKey })
  }
}

export function useCreatePromoCode() {
  const refresh = useRefreshPromoCodes()
  return useMutation({
    // The server generates the code.
    mutationFn: (body: CreatePromoCodeRequest) => call(promoCodeApi.create, { body }),
    onSuccess: refresh,
  })
}

export function useUpdatePromoCode() {
  const refresh = useRefreshPromoCodes()
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdatePromoCodeRequest }) =>
      call(promoCodeApi.update, { params: { id }, body: input }),
    onSuccess: refresh,
  })
}

export function useDeletePromoCode() {
  const refresh = useRefreshPromoCodes()
  return useMutation({
    mutationFn: (id: string) => call(promoCodeApi.delete, { params: { id } }),
    onSuccess: refresh,
  })
}
