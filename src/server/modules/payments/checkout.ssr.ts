import { checkoutQueryKey } from '@shared/checkout/checkout.schemas'
import { AppError } from '../../lib/app-error'
import type { SsrLoader } from '../../ssr/ssr-loader'

/** Prefetches the order summary so the server HTML shows the price; an unknown assessment answers 404. */
export const checkoutSsrLoader: SsrLoader = async ({ app, params }) => {
  const id = params.id ?? ''
  try {
    const data = await app.services.checkout.summary(id)
    return { queries: [[checkoutQueryKey(id), data]] }
  } catch (err) {
    if (err instanceof AppError && err.statusCode === 404) {
      return { status: 404, queries: [[checkoutQueryKey(id), null]] }
    }
    if (err instanceof AppError && err.statusCode < 500) return {}
    throw err
  }
}
