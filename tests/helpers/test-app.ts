import type { InjectOptions } from 'fastify'
import { afterAll, beforeEach } from 'vitest'
import { type AppDeps, buildApp } from '../../src/server/app'
import { loadConfig } from '../../src/server/config'
import type { Database } from '../../src/server/db/client'
import { closeFileDatabase, openFileDatabase, truncateAll } from '../setup/test-db'
import { createTestClock, type TestClock } from './clock'

export const testOrigin = 'http://localhost:3000'

export const testEnv = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  PUBLIC_URL: testOrigin,
  JOBS_ENABLED: 'false',
  // Suites send thousands of requests from one address; the global limit has its own test.
  RATE_LIMIT_PER_MINUTE: '1000000',
  // Test files load the CPU in bursts on shared cores; load shedding has its own test.
  MAX_EVENT_LOOP_DELAY_MS: '0',
}

export type TestApp = Awaited<ReturnType<typeof buildApp>>

const clocks = new WeakMap<TestApp, () => Date>()
/** The clock an app made by `setupTestApp` reads (helpers compute codes and dates by it); else the system's. */
export const clockOf = (app: TestApp): (() => Date) => clocks.get(app) ?? (() => new Date())
/** Tells the helpers which clock an app built by the test itself reads (its `AppDeps.now`). */
export const withClock = <T extends TestApp>(app: T, clock: () => Date): T => {
  clocks.set(app, clock)
  return app
}

let pages: Promise<void> | undefined
/** Loads React and every page module once per worker process (what the first page render would load). */
export const loadPages = () => {
  pages ??= import('@client/entry-server').then((entry) => entry.preloadAllPages())
  return pages
}

/**
 * One app per test file on a database as fresh as the golden image (tests/setup/test-db.ts); tables are
 * emptied before each test.
 * `env` overrides configuration for this file; `deps` replaces parts of the app (as `buildApp` allows).
 * The app's clock is `ctx.clock` (unless `deps.now` is given): a test that decides anything on time (a
 * rate-limit window, an expiry, a cache's re-check) holds it and advances it; each test starts released.
 */
export function setupTestApp(env: Record<string, string> = {}, deps: Omit<AppDeps, 'database'> = {}) {
  const ctx = { clock: createTestClock() } as { app: TestApp; database: Database; clock: TestClock }
  let ready: Promise<void> | undefined

  const setup = async () => {
    // The pages (React and every page module) load once per worker process, here, within the set-up's
    // time limit: otherwise whichever test first renders a page pays for loading them within its own.
    await loadPages()
    ctx.database = await openFileDatabase()
    // Test files keep the thread busy in bursts: background work does not wait for a quiet server here
    // (that wait has its own test), as load shedding is off.
    ctx.app = await buildApp(loadConfig({ ...testEnv, ...env }), {
      serverBusy: () => false,
      now: ctx.clock,
      ...deps,
      database: ctx.database,
    })
    await ctx.app.ready()
    clocks.set(ctx.app, deps.now ?? ctx.clock)
  }

  beforeEach(async () => {
    ready ??= setup()
    await ready
    ctx.clock.release()
    await truncateAll(ctx.database)
    // Emptied behind the services' back: what they keep in memory starts afresh too.
    ctx.app.services.cache.clear()
  })
  afterAll(async () => {
    await ctx.app?.close()
    await closeFileDatabase(ctx.database)
  })
  return ctx
}

type Cookie = string | undefined

/** app.inject as a same-origin browser would send it, with the session cookie when given. */
export function request(app: TestApp, options: InjectOptions & { cookie?: Cookie }) {
  const { cookie, headers, ...rest } = options
  return app.inject({
    ...rest,
    headers: {
      origin: testOrigin,
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
  })
}

/** The `name=value` pair of the session cookie a response set. */
export function sessionCookieOf(res: { cookies: { name: string; value: string }[] }): string | undefined {
  const c = res.cookies.find((x) => x.name.endsWith('pm_session') && x.value)
  return c ? `${c.name}=${c.value}` : undefined
}

let counter = 0
export function uniqueUser(overrides: Partial<{ email: string; username: string; password: string }> = {}) {
  counter += 1
  const tag = `${Date.now().toString(36)}${counter}`
  return {
    email: `user${tag}@example.com`,
    username: `user${tag}`,
    password: 'correct horse battery',
    ...overrides,
  }
}

/** Registers a new free account and returns it with its session cookie. */
export async function signUp(app: TestApp, overrides: Parameters<typeof uniqueUser>[0] = {}) {
  const input = uniqueUser(overrides)
  const res = await request(app, { method: 'POST', url: '/api/register', payload: input })
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`)
  return { ...input, user: res.json(), cookie: sessionCookieOf(res) }
}
