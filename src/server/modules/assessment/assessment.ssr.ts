import { assessmentQueryKey } from '@shared/assessment/assessment.schemas'
import { AppError } from '../../lib/app-error'
import type { SsrLoader } from '../../ssr/loaders'

/** Prefetches the assessment so the server HTML shows it; an unknown id answers 404 (cached as null). */
const load: SsrLoader['load'] = async ({ app, request, match }) => {
  const id = match[1] ?? ''
  if (id === 'start') return {}
  try {
    const data = await app.services.assessments.get(id, request.user?.id)
    return { queries: [[assessmentQueryKey(id), data]], meta: { robots: 'noindex, nofollow' } }
  } catch (err) {
    if (err instanceof AppError && err.statusCode === 404) {
      return { status: 404, queries: [[assessmentQueryKey(id), null]] }
    }
    throw err
  }
}

export const assessmentSsrLoaders: SsrLoader[] = [
  { pattern: /^\/assessment\/([^/]+)\/?$/, load },
  { pattern: /^\/recommendations?\/([^/]+)\/?$/, load },
]
