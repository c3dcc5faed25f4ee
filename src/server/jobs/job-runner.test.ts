import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { setupTestApp } from '../../../tests/helpers/test-app'
import { createJobRepository } from './job.repository'
import { createJobRunner, JobPostponed } from './job-runner'

const ctx = setupTestApp()
const silent = { info: () => {}, warn: () => {}, error: () => {} }

describe('job runner', () => {
  it('runs a due job once, retries a failing one with backoff, and gives up after max attempts', async () => {
    const repo = createJobRepository(ctx.database.db)
    const seen: string[] = []
    let clock = new Date('2030-01-01T00:00:00Z')
    const runner = createJobRunner({
      repo,
      log: silent,
      now: () => clock,
      handlers: {
        ok: async (p) => {
          seen.push(String(p.n))
        },
        flaky: async () => {
          throw new Error('boom')
        },
      },
    })
    await repo.enqueue({ type: 'ok', payload: { n: 1 }, runAt: clock })
    const flakyId = await repo.enqueue({ type: 'flaky', runAt: clock, maxAttempts: 2 })
    await repo.enqueue({ type: 'ok', payload: { n: 2 }, runAt: new Date(clock.getTime() + 60_000) })

    expect(await runner.runDue()).toBe(2)
    expect(seen).toEqual(['1'])
    expect(await runner.runDue()).toBe(0)

    clock = new Date(clock.getTime() + 61_000)
    await runner.runDue()
    expect(seen).toEqual(['1', '2'])
    const flaky = await repo.findById(flakyId ?? '')
    expect(flaky).toMatchObject({ status: 'failed', attempts: 2, lastError: 'boom' })
  })

  it('runs a postponed job again after its delay, without counting the postponed attempts', async () => {
    const repo = createJobRepository(ctx.database.db)
    let clock = new Date('2030-01-01T00:00:00Z')
    let busy = true
    let ran = 0
    const runner = createJobRunner({
      repo,
      log: silent,
      now: () => clock,
      handlers: {
        background: async () => {
          if (busy) throw new JobPostponed(15_000, 'busy')
          ran += 1
        },
      },
    })
    const id = await repo.enqueue({ type: 'background', runAt: clock, maxAttempts: 1 })
    expect(await runner.runDue()).toBe(1)
    expect(await repo.findById(id ?? '')).toMatchObject({ status: 'queued', attempts: 0 })
    clock = new Date(clock.getTime() + 10_000)
    expect(await runner.runDue()).toBe(0)
    clock = new Date(clock.getTime() + 6_000)
    expect(await runner.runDue()).toBe(1)
    expect(await repo.findById(id ?? '')).toMatchObject({ status: 'queued', attempts: 0 })
    busy = false
    clock = new Date(clock.getTime() + 15_000)
    expect(await runner.runDue()).toBe(1)
    expect(ran).toBe(1)
    expect(await repo.findById(id ?? '')).toMatchObject({ status: 'done', attempts: 1 })
  })

  it('runs a job queued after it started at once when woken, not at its next poll an hour later', async () => {
    const repo = createJobRepository(ctx.database.db)
    let ran: () => void = () => {}
    const done = new Promise<void>((resolve) => {
      ran = resolve
    })
    const runner = createJobRunner({
      repo,
      log: silent,
      now: () => new Date(),
      pollMs: 3_600_000,
      handlers: { soon: async () => ran() },
    })
    runner.start()
    try {
      await repo.enqueue({ type: 'soon' })
      runner.wake()
      // Without the wake this waits for the poll, an hour away, and the test's time limit fails it.
      await done
    } finally {
      await runner.stop()
    }
  })

  it('keeps one queued job per dedupe key', async () => {
    const repo = createJobRepository(ctx.database.db)
    expect(await repo.enqueue({ type: 'x', dedupeKey: 'k' })).toEqual(expect.any(String))
    expect(await repo.enqueue({ type: 'x', dedupeKey: 'k' })).toBeNull()
    const rows = await ctx.database.db.execute(sql`select count(*)::int as n from jobs`)
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1)
  })
})
