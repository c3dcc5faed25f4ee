import { type AssessmentResponse, AssessmentResponseSchema } from '@shared/assessment/assessment.schemas'
import { z } from 'zod'
import { CONTENT_RECHECK_MS } from '../../lib/content-version'
import { type Precompressed, precompressed } from '../../lib/precompressed'
import { toAssessmentResponse } from './assessment.dto'
import type { AssessmentRepository } from './assessment.repository'

export type PublicView = {
  /** Changes whenever the stored assessment does (its row version). */
  version: string
  response: AssessmentResponse
  /** The response as the API sends it, checked against its schema once. */
  json: Precompressed
}

/**
 * What anyone without the report sees of a completed assessment, built once per row version (ADR 023): a
 * completed assessment's answers and results no longer change, so its answer is kept in memory. A write
 * through this instance calls `invalidate`; a write by another instance (or an erasure) is seen within
 * `CONTENT_RECHECK_MS`, when a read asks the database for the row's version only. Assessments in progress
 * are never kept: the wizard's own saves must be read back at once from any instance.
 */
export function createAssessmentViewCache(
  repo: Pick<AssessmentRepository, 'findWithVersion' | 'versionOf'>,
  options: { recheckMs?: number; clock?: () => number; maxEntries?: number } = {},
) {
  const recheckMs = options.recheckMs ?? CONTENT_RECHECK_MS
  const clock = options.clock ?? Date.now
  const maxEntries = options.maxEntries ?? 2000
  const entries = new Map<string, PublicView & { checkedAt: number }>()
  // One question to the database per assessment at a time: the requests that find its view due for a
  // recheck together (every in-flight request, once a second, under load) share the answer.
  const rechecks = new Map<string, Promise<PublicView | null>>()

  const load = async (id: string, checkedAt: number): Promise<PublicView | null> => {
    const found = await repo.findWithVersion(id)
    if (found?.row.status !== 'completed') return null
    const response = toAssessmentResponse(found.row)
    const view = {
      version: `${id}@${found.version}`,
      response,
      json: precompressed(JSON.stringify(z.encode(AssessmentResponseSchema, response))),
    }
    if (entries.size >= maxEntries) {
      const oldest = entries.keys().next().value
      if (oldest !== undefined) entries.delete(oldest)
    }
    entries.set(id, { ...view, checkedAt })
    return view
  }

  return {
    /** The public view of a completed assessment; null when it is unknown or still in progress. */
    completed: async (id: string): Promise<PublicView | null> => {
      const now = clock()
      const entry = entries.get(id)
      if (!entry) return load(id, now)
      if (now - entry.checkedAt < recheckMs) return entry
      let recheck = rechecks.get(id)
      if (!recheck) {
        recheck = (async () => {
          const version = await repo.versionOf(id)
          if (version !== undefined && entry.version === `${id}@${version}`) {
            entry.checkedAt = now
            return entry
          }
          if (entries.get(id) === entry) entries.delete(id)
          return load(id, now)
        })().finally(() => rechecks.delete(id))
        rechecks.set(id, recheck)
      }
      return recheck
    },
    /** Called after every committed write to an assessment made by this instance. */
    invalidate: (id: string) => {
      entries.delete(id)
      rechecks.delete(id)
    },
    clear: () => {
      entries.clear()
      rechecks.clear()
    },
  }
}
export type AssessmentViewCache = ReturnType<typeof createAssessmentViewCache>
