import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { completeSecondFactor } from '../../../../tests/helpers/second-factor'
import {
  request,
  sessionCookieOf,
  setupTestApp,
  signUp,
  uniqueUser,
} from '../../../../tests/helpers/test-app'

const ctx = setupTestApp()

describe('GET /api/user', () => {
  it('answers 401 in the error shape when signed out', async () => {
    const res = await request(ctx.app, { method: 'GET', url: '/api/user' })
    expect(res.statusCode).toBe(401)
    expect(res.json()).toMatchObject({
      error: 'UNAUTHENTICATED',
      message: expect.any(String),
      requestId: expect.any(String),
    })
  })

  it('returns the signed-in user without secrets', async () => {
    const { cookie, email, username } = await signUp(ctx.app)
    const res = await request(ctx.app, { method: 'GET', url: '/api/user', cookie })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.json()).toEqual({ id: expect.any(String), email, username, tier: 'free', role: 'user' })
  })
})

describe('POST /api/register', () => {
  it.each([
    [{ email: 'not-an-email' }, 'Valid email is required'],
    [{ username: 'ab' }, 'Username must be at least 3 characters'],
    [{ password: 'short' }, 'Password must be at least 8 characters'],
  ])('rejects %j with the spec message', async (override, message) => {
    const res = await request(ctx.app, {
      method: 'POST',
      url: '/api/register',
      payload: uniqueUser(override),
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ error: 'VALIDATION_FAILED', message })
    expect(res.json().details).toEqual(expect.arrayContaining([expect.objectContaining({ message })]))
  })

  it('creates a free-tier account, stores an argon2id hash and signs in with an HttpOnly cookie', async () => {
    const input = uniqueUser({ password: 'a long passphrase with spaces and ünïcode ✓' })
    const res = await request(ctx.app, { method: 'POST', url: '/api/register', payload: input })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({ email: input.email, tier: 'free', role: 'user' })
    const setCookie = String(res.headers['set-cookie'])
    expect(setCookie).toMatch(/HttpOnly/i)
    expect(setCookie).toMatch(/SameSite=Lax/i)
    const rows = await ctx.database.db.execute(sql`select password_hash from users`)
    const hash = (rows as unknown as { rows: { password_hash: string }[] }).rows[0]?.password_hash
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(hash).not.toContain(input.password)
  })

  it('refuses a taken email or username with 409', async () => {
    const first = await signUp(ctx.app)
    const sameEmail = await request(ctx.app, {
      method: 'POST',
      url: '/api/register',
      payload: uniqueUser({ email: first.email.toUpperCase() }),
    })
    expect(sameEmail.statusCode).toBe(409)
    const sameName = await request(ctx.app, {
      method: 'POST',
      url: '/api/register',
      payload: uniqueUser({ username: first.username }),
    })
    expect(sameName.statusCode).toBe(409)
  })
})

describe('POST /api/login', () => {
  it('signs in by username and by email, with a new session token each time', async () => {
    const account = await signUp(ctx.app)
    const byName = await request(ctx.app, {
      method: 'POST',
      url: '/api/login',
      payload: { username: account.username, password: account.password },
    })
    expect(byName.statusCode).toBe(200)
    const byEmail = await request(ctx.app, {
      method: 'POST',
      url: '/api/login',
      payload: { username: account.email.toUpperCase(), password: account.password },
    })
    expect(byEmail.statusCode).toBe(200)
    const tokens = [account.cookie, sessionCookieOf(byName), sessionCookieOf(byEmail)]
    expect(new Set(tokens).size).toBe(3)
  })

  it('answers an unknown account exactly like a wrong password', async () => {
    const account = await signUp(ctx.app)
    const wrong = await request(ctx.app, {
      method: 'POST',
      url: '/api/login',
      payload: { username: account.username, password: 'wrong password' },
    })
    const unknown = await request(ctx.app, {
      method: 'POST',
      url: '/api/login',
      payload: { username: 'nobody-here', password: 'wrong password' },
    })
    expect(wrong.statusCode).toBe(401)
    expect(unknown.statusCode).toBe(401)
    const strip = (b: { requestId?: string }) => ({ ...b, requestId: undefined })
    expect(strip(unknown.json())).toEqual(strip(wrong.json()))
  })

  it('validates with the spec messages', async () => {
    const res = await request(ctx.app, {
      method: 'POST',
      url: '/api/login',
      payload: { username: '', password: '' },
    })
    expect(res.statusCode).toBe(400)
    const messages = res.json().details.map((d: { message: string }) => d.message)
    expect(messages).toEqual(expect.arrayContaining(['Email is required', 'Password is required']))
  })

  it('rate-limits an account with 429 and Retry-After after 10 failures', async () => {
    // Time stands still: the limit's window cannot end before the last attempt, however slow the machine.
    ctx.clock.hold()
    const account = await signUp(ctx.app)
    for (let i = 0; i < 10; i++) {
      const res = await request(ctx.app, {
        method: 'POST',
        url: '/api/login',
        payload: { username: account.username, password: `wrong ${i}` },
      })
      expect(res.statusCode).toBe(401)
    }
    const blocked = await request(ctx.app, {
      method: 'POST',
      url: '/api/login',
      payload: { username: account.username, password: account.password },
    })
    expect(blocked.statusCode).toBe(429)
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0)
    expect(blocked.json().error).toBe('RATE_LIMITED')
  })

  it('rate-limits one IP across accounts', async () => {
    // Time stands still: the limit's window cannot end before the last attempt, however slow the machine.
    ctx.clock.hold()
    let last = 0
    for (let i = 0; i < 31; i++) {
      const res = await request(ctx.app, {
        method: 'POST',
        url: '/api/login',
        payload: { username: `someone${i}`, password: 'whatever password' },
      })
      last = res.statusCode
    }
    expect(last).toBe(429)
  })
})

describe('sessions', () => {
  it('logout revokes the session on the server: the old cookie no longer works', async () => {
    const { cookie } = await signUp(ctx.app)
    const out = await request(ctx.app, { method: 'POST', url: '/api/logout', cookie })
    expect(out.statusCode).toBe(200)
    const replay = await request(ctx.app, { method: 'GET', url: '/api/user', cookie })
    expect(replay.statusCode).toBe(401)
  })

  it('expires after 30 idle minutes for users', async () => {
    const { cookie } = await signUp(ctx.app)
    await ctx.database.db.execute(sql`update sessions set last_seen_at = now() - interval '29 minutes'`)
    expect((await request(ctx.app, { method: 'GET', url: '/api/user', cookie })).statusCode).toBe(200)
    await ctx.database.db.execute(sql`update sessions set last_seen_at = now() - interval '31 minutes'`)
    expect((await request(ctx.app, { method: 'GET', url: '/api/user', cookie })).statusCode).toBe(401)
  })

  it('gives admins 60 idle minutes', async () => {
    const { cookie } = await signUp(ctx.app)
    await ctx.database.db.execute(sql`update users set role = 'admin'`)
    const login = await request(ctx.app, {
      method: 'POST',
      url: '/api/login',
      cookie,
      payload: await adminCreds(),
    })
    const { cookie: adminCookie } = await completeSecondFactor(ctx.app, login)
    await ctx.database.db.execute(sql`update sessions set last_seen_at = now() - interval '45 minutes'`)
    expect(
      (await request(ctx.app, { method: 'GET', url: '/api/user', cookie: adminCookie })).statusCode,
    ).toBe(200)
    await ctx.database.db.execute(sql`update sessions set last_seen_at = now() - interval '61 minutes'`)
    expect(
      (await request(ctx.app, { method: 'GET', url: '/api/user', cookie: adminCookie })).statusCode,
    ).toBe(401)
  })

  it('enforces the absolute cap however active the session is', async () => {
    const { cookie } = await signUp(ctx.app)
    await ctx.database.db.execute(sql`update sessions set expires_at = now() - interval '1 second'`)
    expect((await request(ctx.app, { method: 'GET', url: '/api/user', cookie })).statusCode).toBe(401)
  })

  it('stores only a hash of the token', async () => {
    const { cookie } = await signUp(ctx.app)
    const token = cookie?.split('=')[1] ?? ''
    const rows = await ctx.database.db.execute(sql`select token_hash from sessions`)
    const hashes = (rows as unknown as { rows: { token_hash: string }[] }).rows.map((r) => r.token_hash)
    expect(hashes).toHaveLength(1)
    expect(hashes[0]).not.toContain(token)
    expect(token.length).toBeGreaterThanOrEqual(43)
  })

  async function adminCreds() {
    const rows = await ctx.database.db.execute(sql`select username from users where role = 'admin'`)
    const username = (rows as unknown as { rows: { username: string }[] }).rows[0]?.username ?? ''
    return { username, password: 'correct horse battery' }
  }
})

describe('cross-origin protection', () => {
  it('refuses a state-changing request from another origin with 403', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { origin: 'https://evil.example' },
      payload: { username: 'x', password: 'y' },
    })
    expect(res.statusCode).toBe(403)
    expect(res.json().error).toBe('CROSS_ORIGIN')
  })

  it('refuses a cookie-bearing request with no Origin, and a cross-site fetch', async () => {
    const { cookie } = await signUp(ctx.app)
    const noOrigin = await ctx.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie: cookie ?? '' },
    })
    expect(noOrigin.statusCode).toBe(403)
    const crossSite = await ctx.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { 'sec-fetch-site': 'cross-site' },
    })
    expect(crossSite.statusCode).toBe(403)
  })

  it('answers 415 to a form post on a JSON route', async () => {
    const res = await request(ctx.app, {
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=a&password=b',
    })
    expect(res.statusCode).toBe(415)
    expect(res.json()).toMatchObject({ error: expect.any(String), requestId: expect.any(String) })
  })
})
