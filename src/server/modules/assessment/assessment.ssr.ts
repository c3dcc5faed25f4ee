import { assessmentApi } from '@shared/assessment/assessment.api'
import { keyOf } from '@shared/http/endpoint'
import { AppError } from '../../lib/app-error'
import type { SsrLoader } from '../../ssr/ssr-loader'

/** Prefetches the assessment so the server HTML shows it; an unknown id answers 404 (cached as null). */
export const assessmentSsrLoader: SsrLoader = async ({ app, request, params }) => {
  const id = params.id ?? ''
  if (id === '' || id === 'start') return {}
  const key = keyOf(assessmentApi.get, { params: { id } })
  try {
    const data = await app.services.assessments.get(id, request.user)
    return { queries: [[key, data]], meta: { robots: 'noindex, nofollow' } }
  } catch (err) {
    if (err instanceof AppError && err.statusCode === 404) {
      return { status: 404, queries: [[key, null]] }
    }
    throw err
  }
}
