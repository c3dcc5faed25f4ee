import { checkoutApi } from '@shared/checkout/checkout.api'
import { keyOf } from '@shared/http/endpoint'
import { queryOptions } from '@tanstack/react-query'
import { callOrNull } from '../../../lib/api-client'

/** The order summary; null when the assessment does not exist. */
export const checkoutQuery = (assessmentId: string) =>
  queryOptions({
    queryKey: keyOf(checkoutApi.summary, { params: { assessmentId } }),
    queryFn: () => callOrNull(checkoutApi.summary, { params: { assessmentId } }),
  })
