import { AppError } from '../../lib/app-error'
import { isUniqueViolation, type PostRow } from './blog.repository'

export const PUBLISH_JOB = 'blog.publish'
export const PUBLISH_DUE_JOB = 'blog.publish-due'

export type Enqueue = (job: {
  type: string
  payload?: Record<string, unknown>
  runAt?: Date
  dedupeKey?: string
}) => Promise<string | null>

/** Marks the public blog's content changed (its cached pages are keyed by its version); answers `result`. */
export type Changed = <T>(result: T) => T

export const publishDedupeKey = (postId: string, scheduledAt: Date) =>
  `${PUBLISH_JOB}:${postId}:${scheduledAt.getTime()}`

/** A scheduled post gets its publishing job for the time it is scheduled for (one job per time). */
export const schedulePublish = (enqueue: Enqueue) => async (row: PostRow) => {
  if (row.status !== 'Scheduled' || !row.scheduledAt) return
  await enqueue({
    type: PUBLISH_JOB,
    payload: { postId: row.id, scheduledAt: row.scheduledAt.toISOString() },
    runAt: row.scheduledAt,
    dedupeKey: publishDedupeKey(row.id, row.scheduledAt),
  })
}

/** Runs a write of a post, answering a slug already taken as a conflict. */
export const withSlugCheck = async <T>(slug: string, run: () => Promise<T>): Promise<T> => {
  try {
    return await run()
  } catch (err) {
    if (isUniqueViolation(err)) {
      throw new AppError('CONFLICT', `A post with the slug "${slug}" already exists. Choose another slug.`)
    }
    throw err
  }
}
