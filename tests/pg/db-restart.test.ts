import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
// @ts-expect-error plain ESM script without type declarations
import { startPostgres, stopPostgres } from '../../scripts/lib/postgres.mjs'
import { buildApp } from '../../src/server/app'
import { loadConfig } from '../../src/server/config'
import { openPostgres } from '../../src/server/db/client'
import { migrate } from '../../src/server/db/migrate'
import { request, signUp, testEnv } from '../helpers/test-app'

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
})
