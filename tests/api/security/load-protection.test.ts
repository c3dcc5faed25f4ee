import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../../src/server/app'
import { loadConfig } from '../../../src/server/config'
import type { Database } from '../../../src/server/db/client'
import { createTestClock } from '../../helpers/clock'
import { loadPages, type TestApp, testEnv, testOrigin } from '../../helpers/test-app'
import { createTestDatabase, truncateAll } from '../../setup/test-db'

let database: Database
let app: TestApp
const clock = createTestClock()

beforeAll(async () => {
  // Loaded before the app measures its event loop: loading them blocks the loop for seconds on a busy machine.
  await loadPages()
  database = await createTestDatabase()
  app = await buildApp(
    // Load shedding stays off here (testEnv): on a busy machine the real event loop can lag past any
    // threshold, and an answer shed then is not what these tests check. It has its own app below.
    loadConfig({ ...testEnv, RATE_LIMIT_PER_MINUTE: '120', REQUEST_TIMEOUT_SECONDS: '1' }),
    { database, now: clock },
  )
  await app.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(async () => {
  await app?.close()
  await database?.close()
})

const from = (ip: string, method: 'GET' | 'POST', url: string) =>
  app.inject({
    method,
    url,
    remoteAddress: ip,
    headers: { origin: testOrigin },
    ...(method === 'POST' ? { payload: {} } : {}),
  })

describe('the page cache cannot be bypassed with junk', () => {
  it('unknown query parameters reuse the cached page', async () => {
    await from('192.0.2.10', 'GET', '/')
    const before = app.services.renderCache.stats().misses
    for (let i = 0; i < 30; i++) {
      const res = await from('192.0.2.10', 'GET', `/?x=${Math.random()}&utm_source=${i}`)
      expect(res.statusCode).toBe(200)
    }
    expect(app.services.renderCache.stats().misses - before).toBe(0)
  })

  it('random unknown addresses render the not-found page once', async () => {
    await truncateAll(database)
    const before = app.services.renderCache.stats().misses
    for (let i = 0; i < 30; i++) {
      const res = await from('192.0.2.11', 'GET', `/no-such-page-${Math.random()}`)
      expect(res.statusCode).toBe(404)
    }
    expect(app.services.renderCache.stats().misses - before).toBeLessThanOrEqual(1)
  })
})

describe('a global rate limit per address, kept in the database', () => {
  it('unknown API paths, pages and JSON routes all count; the 429 is in the one error shape', async () => {
    await truncateAll(database)
    // Time stands still: the minute's window cannot end while a slow machine is still sending.
    clock.hold()
    const statuses: number[] = []
    let limited: Awaited<ReturnType<typeof from>> | undefined
    for (let i = 0; i < 130; i++) {
      const res = await from('198.51.100.20', i % 2 ? 'POST' : 'GET', `/api/unknown-${i}`)
      statuses.push(res.statusCode)
      if (res.statusCode === 429) limited ??= res
    }
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0)
    expect(limited?.headers['retry-after']).toMatch(/^\d+$/)
    expect(limited?.json()).toMatchObject({ error: 'RATE_LIMITED', requestId: expect.any(String) })
    expect((await from('198.51.100.20', 'GET', '/')).statusCode).toBe(429)
    expect((await from('198.51.100.21', 'GET', '/api/user')).statusCode).toBe(401)
    expect((await from('198.51.100.20', 'GET', '/healthz')).statusCode).toBe(200)
    // The window ends: the address is served again.
    clock.advance(60_000)
    expect((await from('198.51.100.20', 'GET', '/')).statusCode).toBe(200)
    clock.release()
  })
})

describe('slow senders are cut off', () => {
  // Real time, by necessity: the cut is Node's HTTP server's own timer on a real socket, which no clock of
  // the app's reaches. The margin is wide: cut after 1 s (checked each second), given up on at 6 s.
  it('a body that never finishes arriving is dropped after the request timeout', async () => {
    const address = app.server.address()
    const port = typeof address === 'object' && address ? address.port : 0
    const started = Date.now()
    const outcome = await new Promise<string>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(
          `POST /api/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"username":`,
        )
      })
      let data = ''
      socket.on('data', (chunk) => {
        data += String(chunk)
      })
      socket.on('close', () => resolve(data.split('\r\n')[0] || 'closed'))
      socket.on('error', () => resolve('error'))
      setTimeout(() => {
        resolve('still open')
        socket.destroy()
      }, 6_000)
    })
    expect(outcome).not.toBe('still open')
    expect(Date.now() - started).toBeLessThan(6_000)
  })
})

describe('load shedding', () => {
  // Real time, by necessity: what is measured is the real event loop's delay (@fastify/under-pressure's
  // monitor), so the test blocks the loop for real, well past the 1 s threshold.
  let shedding: TestApp
  beforeAll(async () => {
    shedding = await buildApp(loadConfig({ ...testEnv, MAX_EVENT_LOOP_DELAY_MS: '1000' }), {
      database,
      now: clock,
    })
    await shedding.ready()
  })
  afterAll(() => shedding?.close())

  it('answers 503 in the one error shape while the event loop is saturated', async () => {
    // Blocks of heavy synchronous work with only a turn of the loop between them, as a burst would cause:
    // every delay the monitor samples is over a second.
    for (let block = 0; block < 4; block++) {
      const until = Date.now() + 1_200
      while (Date.now() < until) {
        // busy
      }
      await new Promise((r) => setImmediate(r))
    }
    const res = await shedding.inject({ method: 'GET', url: '/api/user', remoteAddress: '203.0.113.99' })
    expect(res.statusCode).toBe(503)
    expect(res.json()).toMatchObject({ error: 'UNAVAILABLE', requestId: expect.any(String) })
    expect(res.headers['retry-after']).toBe('5')
  })
})
