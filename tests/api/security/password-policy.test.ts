import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { request, setupTestApp, signUp, uniqueUser } from '../../helpers/test-app'

const ctx = setupTestApp()
const COMMON = 'This password is too common. Please choose a less predictable one.'
const SHORT = 'Password must be at least 8 characters'

async function resetTokenFor(email: string) {
  await request(ctx.app, { method: 'POST', url: '/api/forgot-password', payload: { email } })
  await ctx.app.jobs.runDue()
  const result = await ctx.database.db.execute(
    sql`select text from email_outbox where "to" = ${email} order by created_at desc limit 1`,
  )
  const text = (result as unknown as { rows: { text: string }[] }).rows[0]?.text ?? ''
  return decodeURIComponent(/token=([^&\s]+)/.exec(text)?.[1] ?? '')
}

const expectRefused = (res: { statusCode: number; json: () => Record<string, unknown> }, message: string) => {
  expect(res.statusCode).toBe(400)
  expect(res.json()).toMatchObject({ error: 'VALIDATION_FAILED', message })
}

describe('one password policy everywhere: at least 8 characters and not a common password', () => {
  it.each(['password', '12345678', 'iloveyou', 'PassWord', 'qwertyuiop'])(
    'sign-up refuses the common password %s',
    async (password) => {
      const res = await request(ctx.app, {
        method: 'POST',
        url: '/api/register',
        payload: uniqueUser({ password }),
      })
      expectRefused(res, COMMON)
      expect(res.json().details).toEqual([{ path: 'password', message: COMMON }])
    },
  )

  it('sign-up accepts a long passphrase with spaces and no composition rule', async () => {
    const res = await request(ctx.app, {
      method: 'POST',
      url: '/api/register',
      payload: uniqueUser({ password: 'lowercase words only here' }),
    })
    expect(res.statusCode).toBe(201)
  })

  it('reset refuses 7 characters and a common password, then accepts a good one', async () => {
    const account = await signUp(ctx.app)
    const token = await resetTokenFor(account.email)
    expect(token.length).toBeGreaterThan(20)
    const post = (newPassword: string) =>
      request(ctx.app, { method: 'POST', url: '/api/reset-password', payload: { token, newPassword } })
    expectRefused(await post('seven77'), SHORT)
    expectRefused(await post('12345678'), COMMON)
    expect((await post('a much better passphrase')).statusCode).toBe(200)
  })

  it('change-password refuses a common password', async () => {
    const account = await signUp(ctx.app)
    const res = await request(ctx.app, {
      method: 'POST',
      url: '/api/user/change-password',
      cookie: account.cookie,
      payload: { currentPassword: account.password, newPassword: 'sunshine' },
    })
    expectRefused(res, COMMON)
  })
})

describe('usernames are normalised and look-alikes refused', () => {
  it('stores a full-width username in its NFKC form', async () => {
    const res = await request(ctx.app, {
      method: 'POST',
      url: '/api/register',
      payload: uniqueUser({ username: 'ｐｉｅｒｒｅ７' }),
    })
    expect(res.statusCode).toBe(201)
    expect(res.json().username).toBe('pierre7')
  })

  it('refuses a username that mixes alphabets, such as a Cyrillic а in admin', async () => {
    const res = await request(ctx.app, {
      method: 'POST',
      url: '/api/register',
      payload: uniqueUser({ username: '\u0430dmin' }),
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().details[0].path).toBe('username')
  })

  it('refuses a single-alphabet username that looks like a taken one', async () => {
    await signUp(ctx.app, { username: 'cocoa' })
    const res = await request(ctx.app, {
      method: 'POST',
      url: '/api/register',
      payload: uniqueUser({ username: '\u0441\u043e\u0441\u043e\u0430' }),
    })
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe('This username is taken. Please choose another one.')
  })

  it('still accepts a username in one non-Latin alphabet', async () => {
    const res = await request(ctx.app, {
      method: 'POST',
      url: '/api/register',
      payload: uniqueUser({ username: 'Дмитрий' }),
    })
    expect(res.statusCode).toBe(201)
  })
})
