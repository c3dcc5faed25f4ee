import { type CheckoutAssessment, checkoutQueryKey } from '@shared/checkout/checkout.schemas'
import { queryOptions } from '@tanstack/react-query'

/** The order summary; null when the assessment does not exist. */
export const checkoutQuery = (assessmentId: string) =>
  queryOptions<CheckoutAssessment | null>({
    queryKey: checkoutQueryKey(assessmentId),
    queryFn: async ({ queryKey }) => {
      const res = await fetch(String(queryKey[0]), { credentials: 'include' })
      if (res.status === 404) return null
      if (!res.ok) throw new Error(`${res.status}: ${(await res.text()) || res.statusText}`)
      return (await res.json()) as CheckoutAssessment
    },
  })
