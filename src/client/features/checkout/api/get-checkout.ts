import { CheckoutAssessmentSchema, checkoutQueryKey } from '@shared/checkout/checkout.schemas'
import { queryOptions } from '@tanstack/react-query'
import { getJsonOrNull } from '../../../lib/api-client'

/** The order summary; null when the assessment does not exist. */
export const checkoutQuery = (assessmentId: string) =>
  queryOptions({
    queryKey: checkoutQueryKey(assessmentId),
    queryFn: ({ queryKey }) => getJsonOrNull(queryKey[0], CheckoutAssessmentSchema),
  })
