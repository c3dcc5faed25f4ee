import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createAccountTokenRepository } from '../../../src/server/modules/accounts/account-token.repository'
import { issueAccountToken } from '../../../src/server/modules/accounts/account-tokens'
import { adminCookie } from '../../helpers/checkout'
import { request, sessionCookieOf, setupTestApp, signUp } from '../../helpers/test-app'

const ctx = setupTestApp()

async function pendingAccount() {
  const email = `pending${Date.now().toString(36)}@example.com`
  await ctx.database.db.execute(
    sql`insert into users (id, email, username, password_hash, status) values (${email}, ${email}, ${email.split('@')[0]}, 'x', 'pending')`,
  )
  const token = await issueAccountToken(
    createAccountTokenRepository(ctx.database.db),
    email,
    'activation',
    ctx.clock(),
  )
  return { email, token }
}
const statusOf = async (email: string) => {
  const r = await ctx.database.db.execute(sql`select status from users where email = ${email}`)
  return (r as unknown as { rows: { status: string }[] }).rows[0]?.status
}

describe('activation is confirmed with a POST from the page, never on a GET', () => {
  it('a GET of the activation API neither activates nor signs in, and the link still works by POST', async () => {
    const { email, token } = await pendingAccount()
    const get = await request(ctx.app, {
      method: 'GET',
      url: `/api/activate?${new URLSearchParams({ token, email })}`,
    })
    expect(get.statusCode).toBeGreaterThanOrEqual(400)
    expect(sessionCookieOf(get)).toBeUndefined()
    expect(await statusOf(email)).toBe('pending')

    const post = await request(ctx.app, { method: 'POST', url: '/api/activate', payload: { token, email } })
    expect(post.statusCode).toBe(200)
    expect(post.json()).toEqual({ success: true, message: 'Your account is active.' })
    expect(sessionCookieOf(post)).toBeDefined()
    expect(post.headers['cache-control']).toBe('no-store')
    expect(await statusOf(email)).toBe('active')
  })

  it('a POST from another site is refused and activates nothing', async () => {
    const { email, token } = await pendingAccount()
    const res = await request(ctx.app, {
      method: 'POST',
      url: '/api/activate',
      headers: { origin: 'https://evil.example' },
      payload: { token, email },
    })
    expect(res.statusCode).toBe(403)
    expect(await statusOf(email)).toBe('pending')
  })

  it('a missing token or email answers the spec message', async () => {
    const res = await request(ctx.app, {
      method: 'POST',
      url: '/api/activate',
      payload: { email: 'a@example.com' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('Invalid activation link. Please check your email for the correct link.')
  })
})

describe('signed-in API answers are never stored by caches', () => {
  it('every user and admin GET route answers with Cache-Control: no-store', async () => {
    const cookie = await adminCookie(ctx.app, ctx.database)
    const routes = ctx.app.routeInventory.filter(
      (r) => r.access !== 'public' && r.method.split(',').includes('GET') && r.url.startsWith('/api/'),
    )
    expect(routes.length).toBeGreaterThan(5)
    for (const route of routes) {
      const url = route.url.replace(/:[A-Za-z0-9_]+/g, 'unknown-id')
      const res = await request(ctx.app, { method: 'GET', url, cookie })
      expect(res.headers['cache-control'], `${url} (${res.statusCode})`).toBe('no-store')
    }
  })

  it('a public API answer to a signed-in user is not stored either', async () => {
    const { cookie } = await signUp(ctx.app)
    const res = await request(ctx.app, { method: 'GET', url: '/api/user/sessions', cookie })
    expect(res.headers['cache-control']).toBe('no-store')
    const anonymous = await request(ctx.app, { method: 'GET', url: '/api/user' })
    expect(anonymous.headers['cache-control']).toBe('no-store')
  })
})
