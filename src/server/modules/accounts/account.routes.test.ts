import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  completedAssessment,
  get,
  paidIntent,
  post,
  rows,
  uniqueEmail,
} from '../../../../tests/helpers/checkout'
import {
  request,
  sessionCookieOf,
  setupTestApp,
  signUp,
  testOrigin,
} from '../../../../tests/helpers/test-app'

const ctx = setupTestApp()
const password = 'buyer password 1'
const origin = testOrigin
/** A reset request is queued; its mail is prepared by the job, run here at once. */
const send = async (method: 'GET' | 'POST', url: string, payload?: object, cookie?: string) => {
  const res = await request(ctx.app, { method, url, payload, cookie, headers: { origin } })
  if (url === '/api/forgot-password') await ctx.app.jobs.runDue()
  return res
}

async function lastMail(email: string, template: string) {
  const [mail] = await rows<{ text: string }>(
    ctx.database,
    sql`select text from email_outbox where "to" = ${email} and template_id = ${template} order by created_at desc limit 1`,
  )
  return mail?.text ?? ''
}
const linkIn = (text: string) => /https?:\/\/\S+/.exec(text.slice(text.indexOf('http')))?.[0] ?? ''

async function buyer() {
  const id = await completedAssessment(ctx.app)
  const email = uniqueEmail()
  const { paymentIntentId, cookie } = await paidIntent(ctx.app, id, email)
  expect(
    (await post(ctx.app, '/api/payment/success', { paymentIntentId, email, password }, cookie)).statusCode,
  ).toBe(200)
  return email
}

/** The activation page posts the token and email of its address. */
const activate = (search: string) => {
  const q = new URLSearchParams(search)
  const body: Record<string, string> = {}
  for (const key of ['token', 'email']) {
    const value = q.get(key)
    if (value !== null) body[key] = value
  }
  return send('POST', '/api/activate', body)
}

describe('POST /api/activate', () => {
  it('activates with the emailed link once, signs the user in, and refuses reuse', async () => {
    const email = await buyer()
    const link = new URL(linkIn(await lastMail(email, 'activation')))
    expect(link.origin).toBe(origin)
    expect(link.pathname).toBe('/activate')
    const url = link.search
    const res = await activate(url)
    expect(res.statusCode).toBe(200)
    expect(res.headers['referrer-policy']).toBe('no-referrer')
    const cookie = sessionCookieOf(res)
    expect((await get(ctx.app, '/api/user', cookie)).json().email).toBe(email)
    const [user] = await rows<{ status: string }>(
      ctx.database,
      sql`select status from users where email = ${email}`,
    )
    expect(user?.status).toBe('active')
    const reuse = await activate(url)
    expect(reuse.statusCode).toBe(400)
    expect(reuse.json().message).toBe(
      'Invalid activation link. Please check your email for the correct link.',
    )
    expect(sessionCookieOf(reuse)).toBeUndefined()
    const [stored] = await rows<{ token_hash: string }>(
      ctx.database,
      sql`select token_hash from account_tokens`,
    )
    expect(stored?.token_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(url).not.toContain(stored?.token_hash)
  })

  it('refuses a missing token, a missing email and another email', async () => {
    const email = await buyer()
    const link = new URL(linkIn(await lastMail(email, 'activation')))
    const token = link.searchParams.get('token') ?? ''
    for (const q of [
      '',
      `?token=${token}`,
      `?email=${encodeURIComponent(email)}`,
      `?token=${token}&email=x@example.com`,
    ]) {
      const res = await activate(q)
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toBe(
        'Invalid activation link. Please check your email for the correct link.',
      )
    }
    expect((await activate(link.search)).statusCode).toBe(200)
  })

  it('sends the token pages with no-referrer', async () => {
    for (const page of ['/activate?token=a&email=b', '/reset-password?token=a']) {
      const res = await send('GET', page)
      expect(res.headers['referrer-policy']).toBe('no-referrer')
    }
  })
})

describe('forgot and reset password', () => {
  it('answers byte for byte the same whether or not the account exists; mails only the account', async () => {
    const user = await signUp(ctx.app)
    const known = await send('POST', '/api/forgot-password', { email: user.email })
    const unknown = await send('POST', '/api/forgot-password', { email: uniqueEmail('nobody') })
    expect(known.statusCode).toBe(200)
    expect(unknown.statusCode).toBe(200)
    expect(known.rawPayload.equals(unknown.rawPayload)).toBe(true)
    expect(known.json()).toEqual({
      message: 'If the email exists, a reset link has been sent to your inbox.',
    })
    const mails = await rows<{ to: string }>(
      ctx.database,
      sql`select "to" from email_outbox where template_id = 'password-reset'`,
    )
    expect(mails.map((m) => m.to)).toEqual([user.email])
  })

  it('builds the link from PUBLIC_URL even when the Host header lies', async () => {
    const user = await signUp(ctx.app)
    await request(ctx.app, {
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: user.email },
      headers: { host: 'evil.example', origin: 'http://evil.example' },
    })
    await ctx.app.jobs.runDue()
    expect(linkIn(await lastMail(user.email, 'password-reset'))).toMatch(
      /^http:\/\/localhost:3000\/reset-password\?token=/,
    )
  })

  it('resets once, revokes sessions, supersedes older links, and sends a notice', async () => {
    const user = await signUp(ctx.app)
    await send('POST', '/api/forgot-password', { email: user.email })
    const older = new URL(linkIn(await lastMail(user.email, 'password-reset'))).searchParams.get('token')
    await send('POST', '/api/forgot-password', { email: user.email })
    const token = new URL(linkIn(await lastMail(user.email, 'password-reset'))).searchParams.get('token')
    expect(token).not.toBe(older)
    const stale = await send('POST', '/api/reset-password', { token: older, newPassword: 'new secret 1' })
    expect(stale.statusCode).toBe(400)
    expect(stale.json().message).toBe('This reset link is invalid or expired.')
    const short = await send('POST', '/api/reset-password', { token, newPassword: '12345' })
    expect(short.json().message).toBe('Password must be at least 8 characters')
    const ok = await send('POST', '/api/reset-password', { token, newPassword: 'new secret 1' })
    expect(ok.statusCode).toBe(200)
    expect((await get(ctx.app, '/api/user', user.cookie)).statusCode).toBe(401)
    expect(
      (await send('POST', '/api/reset-password', { token, newPassword: 'again secret' })).statusCode,
    ).toBe(400)
    expect(
      (await send('POST', '/api/login', { username: user.email, password: 'new secret 1' })).statusCode,
    ).toBe(200)
    expect(await lastMail(user.email, 'password-changed')).toContain('password')
  })

  it('expires reset links after an hour', async () => {
    const user = await signUp(ctx.app)
    await send('POST', '/api/forgot-password', { email: user.email })
    const token = new URL(linkIn(await lastMail(user.email, 'password-reset'))).searchParams.get('token')
    await ctx.database.db.execute(sql`update account_tokens set expires_at = now() - interval '1 second'`)
    expect(
      (await send('POST', '/api/reset-password', { token, newPassword: 'new secret 1' })).statusCode,
    ).toBe(400)
  })

  it('is rate-limited per email', async () => {
    // Time stands still: the limit's window cannot end before the last attempt, however slow the machine.
    ctx.clock.hold()
    const email = uniqueEmail('target')
    let status = 0
    for (let i = 0; i < 6; i++) status = (await send('POST', '/api/forgot-password', { email })).statusCode
    expect(status).toBe(429)
  })
})

describe('POST /api/user/change-password', () => {
  it('needs the current password, keeps this session, revokes the others and sends a notice', async () => {
    const user = await signUp(ctx.app)
    const other = sessionCookieOf(
      await send('POST', '/api/login', { username: user.email, password: user.password }),
    )
    const wrong = await send(
      'POST',
      '/api/user/change-password',
      { currentPassword: 'nope', newPassword: 'brand new 1' },
      user.cookie,
    )
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().message).toBe('Current password is incorrect')
    const short = await send(
      'POST',
      '/api/user/change-password',
      { currentPassword: user.password, newPassword: 'short' },
      user.cookie,
    )
    expect(short.json().message).toBe('Password must be at least 8 characters')
    const ok = await send(
      'POST',
      '/api/user/change-password',
      { currentPassword: user.password, newPassword: 'brand new 1' },
      user.cookie,
    )
    expect(ok.statusCode).toBe(200)
    expect((await get(ctx.app, '/api/user', user.cookie)).statusCode).toBe(200)
    expect((await get(ctx.app, '/api/user', other)).statusCode).toBe(401)
    expect(await lastMail(user.email, 'password-changed')).not.toBe('')
    expect(
      (await send('POST', '/api/user/change-password', { currentPassword: 'x', newPassword: 'brand new 2' }))
        .statusCode,
    ).toBe(401)
  })
})
