import type { JobRepository } from './job.repository'

export type JobHandler = (payload: Record<string, unknown>) => Promise<void>
export type JobHandlers = Record<string, JobHandler>
export type RecurringJob = { type: string; everyMs: number }

type Logger = {
  info: (obj: unknown, msg?: string) => void
  warn: (obj: unknown, msg?: string) => void
  error: (obj: unknown, msg?: string) => void
}

type Options = {
  repo: JobRepository
  handlers: JobHandlers
  recurring?: RecurringJob[]
  log: Logger
  now: () => Date
  pollMs?: number
  lockMs?: number
}

/**
 * Thrown by a handler whose work can wait (e.g. while the server is busy answering requests): the job runs
 * again after `delayMs`, and the attempt is not counted against it.
 */
export class JobPostponed extends Error {
  override name = 'JobPostponed'
  constructor(
    readonly delayMs: number,
    reason: string,
  ) {
    super(reason)
  }
}

/** Exponential backoff: 30 s, 1 min, 2 min … capped at 1 hour. */
export const retryDelayMs = (attempts: number) => Math.min(3_600_000, 30_000 * 2 ** Math.max(0, attempts - 1))

/**
 * Polls the jobs table and runs due jobs, at once when woken. Several instances can run it at once: claiming
 * uses FOR UPDATE SKIP LOCKED, and a recurring job exists once thanks to its dedupe key.
 */
export function createJobRunner({
  repo,
  handlers,
  recurring = [],
  log,
  now,
  pollMs = 1000,
  lockMs = 120_000,
}: Options) {
  let timer: NodeJS.Timeout | undefined
  let running: Promise<number> | undefined
  let stopped = true

  const scheduleRecurring = async () => {
    for (const job of recurring) {
      await repo.enqueue({
        type: job.type,
        runAt: new Date(now().getTime() + job.everyMs),
        dedupeKey: `recurring:${job.type}`,
      })
    }
  }

  /** Runs every job that is due now; returns how many ran. */
  const runDue = async (): Promise<number> => {
    await scheduleRecurring()
    let count = 0
    for (;;) {
      const batch = await repo.claimDue(now(), 10, lockMs)
      if (batch.length === 0) return count
      for (const job of batch) {
        count += 1
        const handler = handlers[job.type]
        try {
          if (!handler) throw new Error(`no handler for job type ${job.type}`)
          await handler(job.payload ?? {})
          await repo.complete(job.id, now())
        } catch (err) {
          if (err instanceof JobPostponed) {
            await repo.postpone(job.id, new Date(now().getTime() + err.delayMs))
            continue
          }
          const message = err instanceof Error ? err.message : String(err)
          const retryAt =
            job.attempts < job.maxAttempts ? new Date(now().getTime() + retryDelayMs(job.attempts)) : null
          log.warn({ jobId: job.id, type: job.type, attempts: job.attempts, err: message }, 'job failed')
          await repo.fail(job.id, message, now(), retryAt)
        }
      }
    }
  }

  /** Set by a wake that came while jobs were running: the next pass starts at once. */
  let wokenWhileRunning = false

  const tick = async () => {
    if (stopped) return
    timer = undefined
    running = runDue().catch((err) => {
      log.error({ err }, 'job runner tick failed')
      return 0
    })
    await running
    running = undefined
    if (stopped) return
    timer = setTimeout(tick, wokenWhileRunning ? 0 : pollMs)
    wokenWhileRunning = false
  }

  return {
    runDue,
    start: () => {
      if (!stopped) return
      stopped = false
      timer = setTimeout(tick, pollMs)
    },
    /**
     * Runs due jobs now instead of at the next poll: called once work that queued jobs has committed, so a
     * new report's PDF starts rendering as the purchase's answer goes out (other instances still poll).
     */
    wake: () => {
      if (stopped) return
      if (running) {
        wokenWhileRunning = true
        return
      }
      clearTimeout(timer)
      timer = setTimeout(tick, 0)
    },
    stop: async () => {
      stopped = true
      if (timer) clearTimeout(timer)
      await running
    },
    enqueue: repo.enqueue,
  }
}
export type JobRunner = ReturnType<typeof createJobRunner>
