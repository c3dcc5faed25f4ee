import { and, eq, sql } from 'drizzle-orm'
import type { Tx } from '../db/client'
import { jobs } from '../db/schema/index'
import { type Clock, systemClock } from '../lib/clock'
import { newId } from '../lib/ids'

export type JobRow = typeof jobs.$inferSelect
export type NewJob = {
  type: string
  payload?: Record<string, unknown>
  runAt?: Date
  maxAttempts?: number
  /** At most one queued or running job per key: a second enqueue with the same key is a no-op. */
  dedupeKey?: string
}

/** `now` is the app's clock: a job queued without a time is due from its now. */
export function createJobRepository(db: Tx, now: Clock = systemClock) {
  return {
    enqueue: async (job: NewJob): Promise<string | null> => {
      const [row] = await db
        .insert(jobs)
        .values({
          id: newId(),
          type: job.type,
          payload: job.payload ?? {},
          runAt: job.runAt ?? now(),
          maxAttempts: job.maxAttempts ?? 5,
          dedupeKey: job.dedupeKey,
        })
        .onConflictDoNothing({ target: jobs.dedupeKey })
        .returning({ id: jobs.id })
      return row?.id ?? null
    },
    /** Claims due jobs (and ones whose worker died) so that no two instances run the same job. */
    claimDue: async (now: Date, limit: number, lockMs: number): Promise<JobRow[]> => {
      const lockedUntil = new Date(now.getTime() + lockMs)
      const result = await db.execute<JobRow>(sql`
        update ${jobs} set status = 'running', locked_until = ${lockedUntil}, attempts = ${jobs.attempts} + 1
        where ${jobs.id} in (
          select ${jobs.id} from ${jobs}
          where (${jobs.status} = 'queued' and ${jobs.runAt} <= ${now})
             or (${jobs.status} = 'running' and ${jobs.lockedUntil} < ${now})
          order by ${jobs.runAt}
          limit ${limit}
          for update skip locked
        )
        returning id, type, payload, attempts, max_attempts as "maxAttempts"`)
      return (result as unknown as { rows: JobRow[] }).rows
    },
    complete: async (id: string, now: Date) => {
      await db
        .update(jobs)
        .set({ status: 'done', finishedAt: now, lockedUntil: null, dedupeKey: null })
        .where(eq(jobs.id, id))
    },
    /** Runs the job again at `runAt` without counting this attempt. */
    postpone: async (id: string, runAt: Date) => {
      await db
        .update(jobs)
        .set({ status: 'queued', runAt, lockedUntil: null, attempts: sql`${jobs.attempts} - 1` })
        .where(and(eq(jobs.id, id), eq(jobs.status, 'running')))
    },
    /** Schedules a retry at `retryAt`, or marks the job failed for good when there is none. */
    fail: async (id: string, error: string, now: Date, retryAt: Date | null) => {
      await db
        .update(jobs)
        .set(
          retryAt
            ? { status: 'queued', runAt: retryAt, lockedUntil: null, lastError: error }
            : { status: 'failed', finishedAt: now, lockedUntil: null, lastError: error, dedupeKey: null },
        )
        .where(and(eq(jobs.id, id), eq(jobs.status, 'running')))
    },
    findById: async (id: string) => {
      const [row] = await db.select().from(jobs).where(eq(jobs.id, id))
      return row
    },
  }
}
export type JobRepository = ReturnType<typeof createJobRepository>
