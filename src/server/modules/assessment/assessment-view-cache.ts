import { type AssessmentResponse, AssessmentResponseSchema } from '@shared/assessment/assessment.schemas'
import { z } from 'zod'
import { type Precompressed, precompressed } from '../../lib/precompressed'
import { type Caches, RECHECK_MS } from '../../lib/versioned-cache'
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
 * What anyone without the report sees of a completed assessment, built once per row version (ADR 023,
 * ADR 050): a completed assessment's answers and results no longer change, so its answer is kept in memory.
 * A write through this instance calls `invalidate`; a write by another instance (or an erasure) is seen
 * within `RECHECK_MS`, when a read asks the database for the row's version only (one question per
 * assessment, however many requests find it due together). Assessments in progress are never kept: the
 * wizard's own saves must be read back at once from any instance.
 */
export function createAssessmentViewCache(
  repo: Pick<AssessmentRepository, 'findWithVersion' | 'versionOf'>,
  caches: Caches,
  options: { recheckMs?: number; maxEntries?: number } = {},
) {
  const views = caches.create<PublicView | null>({
    id: 'assessment-views',
    name: 'Completed assessments',
    description: 'What signed-out visitors see of a completed assessment, built once per row version.',
    recheckMs: options.recheckMs ?? RECHECK_MS,
    maxEntries: options.maxEntries ?? 2000,
  })
  const sourceOf = (id: string) => ({
    versionOf: async () => {
      const version = await repo.versionOf(id)
      return version === undefined ? undefined : `${id}@${version}`
    },
    load: async () => {
      const found = await repo.findWithVersion(id)
      const version = `${id}@${found?.version ?? ''}`
      if (found?.row.status !== 'completed') return { version, value: null }
      const response = toAssessmentResponse(found.row)
      const json = precompressed(JSON.stringify(z.encode(AssessmentResponseSchema, response)))
      return { version, value: { version, response, json } }
    },
    keep: (view: PublicView | null) => view !== null,
  })

  return {
    /** The public view of a completed assessment; null when it is unknown or still in progress. */
    completed: (id: string): Promise<PublicView | null> => views.get(id, sourceOf(id)),
    /** Called after every committed write to an assessment made by this instance. */
    invalidate: (id: string) => views.invalidate(id),
    /** Forgets every kept view (an erased account's assessments leave the public answers at once). */
    clear: () => views.invalidate(),
  }
}
export type AssessmentViewCache = ReturnType<typeof createAssessmentViewCache>
