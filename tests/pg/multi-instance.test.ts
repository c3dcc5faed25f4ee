import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/server/app'
import { loadConfig } from '../../src/server/config'
import { openPostgres } from '../../src/server/db/client'
import { request, signUp, testEnv } from '../helpers/test-app'
import { createTestDatabase } from '../setup/test-db'

type App = Awaited<ReturnType<typeof buildApp>>

// Two app instances against one PostgreSQL share sessions and rate limits through the database.
describe.runIf(process.env.TEST_DATABASE_URL)('two instances, one PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>
  const apps: App[] = []
  const pools: ReturnType<typeof openPostgres>[] = []

  beforeAll(async () => {
    database = await createTestDatabase()
    for (let i = 0; i < 2; i++) {
      const pool = openPostgres(database.url ?? '', { error: () => {} })
      pools.push(pool)
      const app = await buildApp(loadConfig(testEnv), { database: pool })
      await app.ready()
      apps.push(app)
    }
  })
  afterAll(async () => {
    for (const app of apps) await app.close()
    for (const pool of pools) await pool.close()
    await database.close()
  })

  it('a session made on one instance works on the other, and logout on either ends it', async () => {
    const [a, b] = apps as [App, App]
    const { cookie, email } = await signUp(a)
    const me = await request(b, { method: 'GET', url: '/api/user', cookie })
    expect(me.statusCode).toBe(200)
    expect(me.json().email).toBe(email)
    await request(b, { method: 'POST', url: '/api/logout', cookie })
    expect((await request(a, { method: 'GET', url: '/api/user', cookie })).statusCode).toBe(401)
  })

  it('login throttling counts attempts across instances', async () => {
    const [a, b] = apps as [App, App]
    const { username } = await signUp(a)
    for (let i = 0; i < 10; i++) {
      const app = i % 2 === 0 ? a : b
      await request(app, { method: 'POST', url: '/api/login', payload: { username, password: `wrong ${i}` } })
    }
    const blocked = await request(b, {
      method: 'POST',
      url: '/api/login',
      payload: { username, password: 'x' },
    })
    expect(blocked.statusCode).toBe(429)
  })
})
