import { checkoutApi } from '@shared/checkout/checkout.api'
import { keyOf } from '@shared/http/endpoint'
import { AppError } from '../../lib/app-error'
import type { SsrLoader } from '../../ssr/ssr-loader'

/** Prefetches the order summary so the server HTML shows the price; an unknown assessment answers 404. */
export const checkoutSsrLoader: SsrLoader = async ({ app, params }) => {
  const id = params.id ?? ''
  const key = keyOf(checkoutApi.summary, { params: { assessmentId: id } })
  try {
    const data = await app.services.checkout.summary(id)
    return { queries: [[key, data]] }
  } catch (err) {
    if (err instanceof AppError && err.statusCode === 404) {
      return { status: 404, queries: [[key, null]] }
    }
    if (err instanceof AppError && err.statusCode < 500) return {}
    throw err
  }
}
