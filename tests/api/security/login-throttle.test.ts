import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { buildApp } from '../../../src/server/app'
import { ConfigError, loadConfig } from '../../../src/server/config'
import type { Database } from '../../../src/server/db/client'
import { hashPassword } from '../../../src/server/lib/password'
import { type TestApp, testEnv, testOrigin } from '../../helpers/test-app'
import { closeFileDatabase, openFileDatabase, truncateAll } from '../../setup/test-db'

let clock = Date.parse('2026-03-02T10:00:00Z')
let database: Database
let app: TestApp
let proxied: TestApp
const admin = { email: 'owner@example.com', username: 'owner', password: 'the owner passphrase' }

beforeAll(async () => {
  database = await openFileDatabase()
  app = await buildApp(loadConfig(testEnv), { database, now: () => new Date(clock) })
  proxied = await buildApp(loadConfig({ ...testEnv, TRUST_PROXY: '1' }), {
    database,
    now: () => new Date(clock),
  })
  await app.ready()
  await proxied.ready()
})
afterAll(async () => {
  await app?.close()
  await proxied?.close()
  await closeFileDatabase(database)
})
beforeEach(async () => {
  await truncateAll(database)
  await database.db.execute(
    sql`insert into users (id, email, username, password_hash, role) values ('adm1', ${admin.email}, ${admin.username}, ${await hashPassword(admin.password)}, 'admin')`,
  )
})

const login = (target: TestApp, from: string, username: string, password: string, xff?: string) =>
  target.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress: from,
    headers: { origin: testOrigin, ...(xff ? { 'x-forwarded-for': xff } : {}) },
    payload: { username, password },
  })

describe('sign-in throttling per account and address', () => {
  it('email and username are one account: 5 + 5 failures from one address block the 11th try there', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await login(app, '203.0.113.1', admin.email, `wrong ${i}`)).statusCode).toBe(401)
      expect((await login(app, '203.0.113.1', admin.username.toUpperCase(), `wrong ${i}`)).statusCode).toBe(
        401,
      )
    }
    const blocked = await login(app, '203.0.113.1', admin.username, admin.password)
    expect(blocked.statusCode).toBe(429)
    expect(blocked.json()).toMatchObject({ error: 'RATE_LIMITED' })
  })

  it('an attacker cannot lock the owner out: the right password from a new address works after a short delay', async () => {
    for (let i = 0; i < 10; i++) {
      await login(app, '203.0.113.1', admin.email, `wrong ${i}`)
      await login(app, '203.0.113.1', admin.username, `wrong ${i}`)
    }
    expect((await login(app, '203.0.113.1', admin.email, admin.password)).statusCode).toBe(429)
    let res = await login(app, '198.51.100.2', admin.email, admin.password)
    if (res.statusCode === 429) {
      const wait = Number(res.headers['retry-after'])
      expect(wait).toBeGreaterThan(0)
      expect(wait).toBeLessThanOrEqual(5)
      clock += wait * 1000
      res = await login(app, '198.51.100.2', admin.email, admin.password)
    }
    // The password step passed: the owner goes on to the second factor.
    expect(res.statusCode).toBe(200)
    expect(res.json().mfaRequired).toBe(true)
  })

  it('the attacking address itself stays blocked for the window', async () => {
    for (let i = 0; i < 10; i++) await login(app, '203.0.113.1', admin.email, `wrong ${i}`)
    clock += 60_000
    expect((await login(app, '203.0.113.1', admin.email, admin.password)).statusCode).toBe(429)
  })
})

describe('TRUST_PROXY takes a hop count or proxy addresses', () => {
  it('refuses true (any client could pick its own address) and accepts hops or addresses', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(ConfigError)
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/hop|address/i)
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2)
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
    ])
    expect(loadConfig({}).trustProxy).toBe(false)
    expect(() => loadConfig({ TRUST_PROXY: 'not an address' })).toThrow(ConfigError)
  })

  it('with one trusted hop, a spoofed X-Forwarded-For does not escape the per-address limit', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 35; i++) {
      const res = await login(
        proxied,
        '10.0.0.5',
        `nobody${i}`,
        'whatever password',
        `192.0.2.${i}, 198.51.100.77`,
      )
      statuses.push(res.statusCode)
    }
    expect(statuses.at(-1)).toBe(429)
  })

  it('with one trusted hop, clients behind the proxy get their own buckets', async () => {
    for (let i = 0; i < 31; i++)
      await login(proxied, '10.0.0.5', `nobody${i}`, 'whatever password', '198.51.100.77')
    const other = await login(proxied, '10.0.0.5', admin.email, admin.password, '198.51.100.78')
    expect(other.statusCode).toBe(200)
  })
})
