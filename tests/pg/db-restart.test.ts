import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
// @ts-expect-error plain ESM script without type declarations
import { startPostgres, stopPostgres } from '../../scripts/lib/postgres.mjs'
import { buildApp } from '../../src/server/app'
import { loadConfig } from '../../src/server/config'
import { openPostgres } from '../../src/server/db/client'
import { migrate } from '../../src/server/db/migrate'
import { card } from '../helpers/checkout'
import { markdownTable } from '../helpers/figures'
import { httpBrowser } from '../helpers/http-browser'
import { onlineShopAnswers } from '../helpers/merchant-answers'
import { startServerProcess } from '../helpers/server-process'
import { request, signUp, testEnv, uniqueUser } from '../helpers/test-app'
import { withDatabase } from '../setup/test-db'

// Needs its own PostgreSQL cluster to stop and start, so it runs in the PostgreSQL suite only.
const port = Number(process.env.TEST_PG_PORT ?? 55432) + 67
const cluster = { dir: join(tmpdir(), `processormatch-test-pg-restart-${port}`), port }

describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL restart', () => {
  afterAll(() => stopPostgres(cluster))

  it('answers 503 while the database is away and recovers when it returns, without crashing', async () => {
    const url: string = startPostgres(cluster)
    const database = openPostgres(url, { error: () => {} })
    await migrate(database)
    const app = await buildApp(loadConfig({ ...testEnv }), { database })
    await app.ready()
    const { cookie } = await signUp(app)

    stopPostgres({ ...cluster, mode: 'immediate' })
    const ready = await request(app, { method: 'GET', url: '/readyz' })
    expect(ready.statusCode).toBe(503)
    const me = await request(app, { method: 'GET', url: '/api/user', cookie })
    expect(me.statusCode).toBe(503)
    expect(me.json()).toMatchObject({ error: 'UNAVAILABLE', requestId: expect.any(String) })
    expect((await request(app, { method: 'GET', url: '/healthz' })).statusCode).toBe(200)

    startPostgres(cluster)
    let status = 0
    for (let i = 0; i < 20 && status !== 200; i++) {
      status = (await request(app, { method: 'GET', url: '/api/user', cookie })).statusCode
      if (status !== 200) await new Promise((r) => setTimeout(r, 250))
    }
    expect(status).toBe(200)
    await app.close()
    await database.close()
  }, 60_000)

  it('under load: fast 503s in the one error shape while it is away, serving within 5 s of its return, nothing half-written', async () => {
    // A fresh database in the cluster this test stops and starts.
    const clusterUrl: string = startPostgres(cluster)
    const admin = new pg.Client({ connectionString: clusterUrl })
    await admin.connect()
    await admin.query('drop database if exists db_away with (force)')
    await admin.query('create database db_away')
    await admin.end()
    const url = withDatabase(clusterUrl, 'db_away')
    const server = await startServerProcess({ databaseUrl: url, env: { RATE_LIMIT_MULTIPLIER: '1000' } })
    const db = openPostgres(url, { error: () => {} })
    const count = async (query: string) =>
      Number(((await db.db.execute(sql.raw(query))) as unknown as { rows: { n: number }[] }).rows[0]?.n)
    try {
      const user = httpBrowser([server.url])
      expect((await user.post('/api/register', uniqueUser())).status).toBe(201)
      type Sample = { phase: string; status: number; ms: number; shape: boolean; at: number; what: string }
      const samples: Sample[] = []
      let phase = 'up'
      let running = true
      const timed = async (call: () => Promise<{ status: number; body: unknown }>, what = '') => {
        let detail = ''
        const started = performance.now()
        let status = 0
        let shape = true
        try {
          const res = await call()
          status = res.status
          if (status >= 400) detail = JSON.stringify(res.body).slice(0, 120)
          if (status >= 400) {
            const body = res.body as { error?: unknown; message?: unknown; requestId?: unknown } | null
            shape =
              typeof body?.error === 'string' &&
              typeof body.message === 'string' &&
              typeof body.requestId === 'string'
          }
        } catch {
          status = -1 // no answer at all: the connection failed
        }
        samples.push({
          phase,
          status,
          ms: performance.now() - started,
          shape,
          at: Date.now(),
          what: `${what} ${detail}`,
        })
        return status
      }
      const answers = { ...onlineShopAnswers, assessmentData: { step: 5 } }
      /** A buyer from assessment to paid order, again and again; a step that fails starts over. */
      const buyer = async () => {
        while (running) {
          const b = httpBrowser([server.url])
          const email = `away${Math.random().toString(36).slice(2)}@example.com`
          let id = ''
          let intent = { paymentIntentId: '', clientSecret: '' }
          const steps = [
            async () => {
              const res = await b.post('/api/assessment/start', { email, businessType: 'startup' })
              id = (res.json()?.assessment?.id as string) ?? ''
              return res
            },
            () => b.post(`/api/assessment/${id}/update`, answers),
            () => b.post(`/api/assessment/${id}/complete`),
            async () => {
              const res = await b.post('/api/create-payment-intent', { assessmentId: id, amount: 49.99 })
              intent = res.json() ?? intent
              return res
            },
            () => b.post('/api/checkout/buyer', { paymentIntentId: intent.paymentIntentId, email }),
            () =>
              b.post(`/api/sandbox/payment-intents/${intent.paymentIntentId}/confirm`, {
                clientSecret: intent.clientSecret,
                cardNumber: card.ok,
                expiry: '12 / 34',
                cvc: '123',
                receiptEmail: email,
              }),
            () =>
              b.post('/api/payment/success', {
                paymentIntentId: intent.paymentIntentId,
                email,
                password: 'buyer password 1',
              }),
          ]
          for (const [i, step] of steps.entries()) {
            const status = await timed(step, `buyer step ${i + 1}`)
            if (status !== 200 && status !== 201) break
          }
        }
      }
      const reader = async () => {
        while (running) {
          await timed(() => user.get('/api/user'))
          await timed(() => user.get('/api/psp-providers'))
          await timed(() => user.post('/api/estimate', { ...answers, businessType: 'startup' }))
        }
      }
      const workers = [...Array.from({ length: 4 }, buyer), ...Array.from({ length: 8 }, reader)]
      await new Promise((r) => setTimeout(r, 2_000))

      phase = 'away'
      stopPostgres({ ...cluster, mode: 'immediate' })
      const awayAt = Date.now()
      await new Promise((r) => setTimeout(r, 3_000))
      const alive = () => server.child.exitCode === null && !server.child.signalCode
      expect(alive(), `the server exited while the database was away:\n${server.stderr()}`).toBe(true)
      const readyAway = await fetch(`${server.url}/readyz`)
      expect(readyAway.status).toBe(503)
      expect(await readyAway.json()).toEqual({ status: 'unavailable' })
      const healthAway = await fetch(`${server.url}/healthz`)
      expect(healthAway.status).toBe(200)

      phase = 'back'
      startPostgres(cluster)
      const backAt = Date.now()
      let servingAt = 0
      while (!servingAt && Date.now() - backAt < 10_000) {
        if ((await user.get('/api/user')).status === 200) servingAt = Date.now()
        else await new Promise((r) => setTimeout(r, 50))
      }
      await new Promise((r) => setTimeout(r, 2_000))
      running = false
      await Promise.all(workers)
      // Let the server finish what it was answering before the books are checked.
      await new Promise((r) => setTimeout(r, 500))

      const away = samples.filter((s) => s.phase === 'away' && s.at > awayAt + 200)
      const failedAway = away.filter((s) => s.status >= 500)
      const slowest = Math.max(0, ...failedAway.map((s) => s.ms))
      const sorted = failedAway.map((s) => s.ms).sort((a, b) => a - b)
      const p99 = sorted[Math.floor(sorted.length * 0.99)] ?? 0
      const after = samples.filter((s) => servingAt && s.at > servingAt + 1_000)
      const books = {
        'paid reports': await count('select count(*)::int as n from reports where is_paid'),
        'fulfilled intents without their report': await count(
          'select count(*)::int as n from payment_intents p where p.fulfilled_at is not null and not exists (select 1 from reports r where r.payment_intent_id = p.id)',
        ),
        'reports without a fulfilled intent': await count(
          'select count(*)::int as n from reports r join payment_intents p on p.id = r.payment_intent_id where p.fulfilled_at is null',
        ),
        'reports without their confirmation mail': await count(
          'select count(*)::int as n from reports r where not exists (select 1 from email_outbox m join users u on u.email = m."to" where u.id = r.user_id and m.template_id = \'purchase-confirmation\')',
        ),
        'mails without a delivery job': await count(
          "select count(*)::int as n from email_outbox m where m.status = 'queued' and not exists (select 1 from jobs j where j.payload->>'outboxId' = m.id)",
        ),
      }
      const figures = {
        requests: samples.length,
        'answered while away': away.length,
        '503 while away': away.filter((s) => s.status === 503).length,
        'other 5xx / no answer while away': away.filter(
          (s) => (s.status >= 500 && s.status !== 503) || s.status < 0,
        ).length,
        'error bodies not in the one shape': samples.filter((s) => !s.shape).length,
        'p99 / slowest 503 (ms)': `${Math.round(p99)} / ${Math.round(slowest)}`,
        'serving again after restart (ms)': servingAt ? servingAt - backAt : 'never',
        'failures 1 s after recovery': after.filter((s) => s.status >= 300).length,
        'server process': server.child.exitCode === null && !server.child.signalCode ? 'alive' : 'exited',
        ...books,
      }
      console.info(
        `\nDatabase away under load (12 clients: 4 buyers, 8 readers):\n${markdownTable(Object.entries(figures).map(([figure, value]) => ({ figure, value })))}`,
      )
      expect(away.length).toBeGreaterThan(20)
      expect(figures['other 5xx / no answer while away']).toBe(0)
      expect(figures['error bodies not in the one shape']).toBe(0)
      expect(slowest).toBeLessThan(2_500)
      expect(servingAt).toBeGreaterThan(0)
      expect(servingAt - backAt).toBeLessThan(5_000)
      expect(
        figures['failures 1 s after recovery'],
        JSON.stringify(after.filter((s) => s.status >= 300).map((s) => `${s.status} ${s.what}`)),
      ).toBe(0)
      expect(figures['server process']).toBe('alive')
      expect(books['paid reports']).toBeGreaterThan(0)
      expect(books['fulfilled intents without their report']).toBe(0)
      expect(books['reports without a fulfilled intent']).toBe(0)
      expect(books['reports without their confirmation mail']).toBe(0)
      expect(books['mails without a delivery job']).toBe(0)
    } finally {
      await server.stop()
      await db.close()
    }
  }, 90_000)
})
