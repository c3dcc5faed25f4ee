import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../src/server/config'
import { completeSecondFactor } from '../helpers/second-factor'
import { request, setupTestApp, signUp } from '../helpers/test-app'

const ctx = setupTestApp()

describe('health', () => {
  it('answers /healthz and /readyz', async () => {
    expect((await request(ctx.app, { method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' })
    expect((await request(ctx.app, { method: 'GET', url: '/readyz' })).json()).toEqual({ status: 'ready' })
  })
})

describe('error shape', () => {
  it('answers unknown /api paths with a JSON 404', async () => {
    const res = await request(ctx.app, { method: 'GET', url: '/api/nope' })
    expect(res.statusCode).toBe(404)
    expect(res.headers['content-type']).toMatch(/application\/json/)
    expect(res.json()).toEqual({
      error: 'NOT_FOUND',
      message: expect.any(String),
      requestId: expect.any(String),
    })
  })

  it('answers malformed JSON with 400 in the same shape', async () => {
    const res = await request(ctx.app, {
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({
      error: expect.any(String),
      message: expect.any(String),
      requestId: expect.any(String),
    })
  })

  it('refuses a body over 1 MiB with 413', async () => {
    const res = await request(ctx.app, {
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'a', password: 'x'.repeat(1_100_000) }),
    })
    expect(res.statusCode).toBe(413)
  })
})

describe('access policy', () => {
  it('every route declares public, user or admin', async () => {
    const inventory = ctx.app.routeInventory
    expect(inventory.length).toBeGreaterThan(5)
    for (const route of inventory) expect(['public', 'user', 'admin'], route.url).toContain(route.access)
    const admin = inventory.filter((r) => r.url.startsWith('/api/admin'))
    for (const route of admin) expect(route.access, route.url).toBe('admin')
  })

  it('refuses to start with a route that declares no policy', async () => {
    const { buildApp } = await import('../../src/server/app')
    const app = await buildApp(loadConfig({ LOG_LEVEL: 'silent', JOBS_ENABLED: 'false' }), {
      database: ctx.database,
    })
    expect(() => app.get('/api/undeclared', async () => 'x')).toThrow(/declares no access policy/)
    await app.close()
  })

  it('answers every /api/admin path 401 when anonymous and 403 for a user, before validation', async () => {
    const { cookie } = await signUp(ctx.app)
    for (const [method, url] of [
      ['GET', '/api/admin/users'],
      ['POST', '/api/admin/promo-codes'],
      ['DELETE', '/api/admin/anything/at/all'],
      ['GET', '/api/admin'],
    ] as const) {
      const anonymous = await request(ctx.app, {
        method,
        url,
        payload: method === 'GET' ? undefined : 'not json',
      })
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401)
      const user = await request(ctx.app, {
        method,
        url,
        cookie,
        payload: method === 'GET' ? undefined : 'not json',
      })
      expect(user.statusCode, `${method} ${url}`).toBe(403)
      expect(user.json().error).toBe('FORBIDDEN')
    }
  })
})

describe('security headers', () => {
  it('sends HSTS, nosniff, a referrer policy and a CSP that forbids framing', async () => {
    const res = await request(ctx.app, { method: 'GET', url: '/' })
    expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/)
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['referrer-policy']).toBeTruthy()
    expect(res.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/)
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self'[^;]*'nonce-/)
  })

  const nonceOf = (csp: unknown) => String(csp).match(/'nonce-([^']+)'/)?.[1]

  it('gives every page a nonce of its own, a signed-in page no nonce but its own, and JSON none', async () => {
    const nonces = new Set<string | undefined>()
    for (const url of ['/', '/', '/blog', '/methodology', '/embed']) {
      const res = await request(ctx.app, { method: 'GET', url })
      const nonce = nonceOf(res.headers['content-security-policy'])
      expect(nonce, url).toMatch(/^[A-Za-z0-9+/]{22}==$/)
      nonces.add(nonce)
    }
    expect(nonces.size).toBe(5)
    // A JSON answer runs no script: its policy allows none, so it has no nonce to draw (ADR 043).
    for (const url of ['/healthz', '/api/user']) {
      const res = await request(ctx.app, { method: 'GET', url })
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'")
    }

    const { cookie } = await signUp(ctx.app)
    const page = await request(ctx.app, { method: 'GET', url: '/dashboard', cookie })
    expect(page.statusCode).toBe(200)
    const nonce = nonceOf(page.headers['content-security-policy'])
    expect(nonces.has(nonce)).toBe(false)
    // Every nonce in the page is this response's (the app's script has one once the client is built).
    for (const [, used] of page.body.matchAll(/nonce="([^"]+)"/g)) expect(used).toBe(nonce)
  })
})

describe('API docs', () => {
  it('serves an OpenAPI document generated from the route schemas', async () => {
    const res = await request(ctx.app, { method: 'GET', url: '/api/docs/json' })
    expect(res.statusCode).toBe(200)
    const doc = res.json()
    expect(doc.openapi).toMatch(/^3\./)
    expect(doc.paths['/api/register'].post.requestBody).toBeTruthy()
    expect(doc.paths['/api/login']).toBeTruthy()
    const page = await request(ctx.app, { method: 'GET', url: '/api/docs' })
    expect([200, 302]).toContain(page.statusCode)
  })
})

describe('server errors', () => {
  it('hides 5xx details behind a generic message with the request id', async () => {
    const { buildApp } = await import('../../src/server/app')
    const app = await buildApp(loadConfig({ LOG_LEVEL: 'silent', JOBS_ENABLED: 'false' }), {
      database: ctx.database,
    })
    app.get('/api/explode', { config: { access: 'public' } }, async () => {
      throw new Error('secret table users_private is corrupted')
    })
    const res = await app.inject({ method: 'GET', url: '/api/explode' })
    await app.close()
    expect(res.statusCode).toBe(500)
    expect(res.json()).toEqual({
      error: 'INTERNAL',
      message: 'Internal Server Error',
      requestId: expect.any(String),
    })
    expect(res.body).not.toContain('secret')
  })
})

describe('start-up seeding', () => {
  it('makes sure the configured admin exists with role admin, idempotently', async () => {
    const { seed } = await import('../../src/server/db/seed')
    const config = loadConfig({ ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'boss-password-1' })
    await seed(config, ctx.app, { info: () => {}, warn: () => {} })
    await seed(config, ctx.app, { info: () => {}, warn: () => {} })
    const login = await request(ctx.app, {
      method: 'POST',
      url: '/api/login',
      payload: { username: 'boss@example.com', password: 'boss-password-1' },
    })
    // The administrator's first sign-in enrols an authenticator before any session exists.
    expect(login.statusCode).toBe(200)
    expect(login.json()).toMatchObject({ mfaRequired: true, enrolment: { secret: expect.any(String) } })
    const { user } = await completeSecondFactor(ctx.app, login)
    expect(user).toMatchObject({ role: 'admin', email: 'boss@example.com' })
  })
})
