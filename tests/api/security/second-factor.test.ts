import { sql } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { loadConfig } from '../../../src/server/config'
import { seed } from '../../../src/server/db/seed'
import { auditRows } from '../../../src/server/modules/admin/admin-test-helpers'
import { challengeAttempts } from '../../../src/server/modules/second-factor/second-factor.service'
import { codeAt, newTotpSecret } from '../../../src/server/modules/second-factor/totp'
import { repositoriesOn } from '../../../src/server/repositories'
import { rows } from '../../helpers/checkout'
import { challengeCookieOf, completeSecondFactor, signInFully } from '../../helpers/second-factor'
import { request, sessionCookieOf, setupTestApp, signUp } from '../../helpers/test-app'

const encryptionKey = 'a test key that seals second-factor secrets at rest'
const ctx = setupTestApp({ TOTP_ENCRYPTION_KEY: encryptionKey })

const adminEmail = 'chief@example.com'
const adminPassword = 'chief-password-1'
const quiet = { info: () => {}, warn: () => {} }
const stepMs = 30_000

const login = (username: string, password: string, cookie?: string) =>
  request(ctx.app, { method: 'POST', url: '/api/login', payload: { username, password }, cookie })
const mfa = (cookie: string | undefined, code: string) =>
  request(ctx.app, { method: 'POST', url: '/api/login/mfa', payload: { code }, cookie })
const code = (secret: string, offsetMs = 0) => codeAt(secret, new Date(ctx.clock().getTime() + offsetMs))
// The server's time stands still in the middle of a 30-second step: a code a step early or late is that,
// and a step boundary cannot pass between computing a code and the server checking it.
beforeEach(() => ctx.clock.hold(Math.floor(Date.now() / stepMs) * stepMs + stepMs / 2))

async function seededAdmin() {
  const secret = newTotpSecret()
  await seed(
    loadConfig({ ADMIN_EMAIL: adminEmail, ADMIN_PASSWORD: adminPassword, ADMIN_TOTP_SECRET: secret }),
    ctx.app,
    quiet,
  )
  return secret
}

describe('administrator second factor (TOTP)', () => {
  it('ADMIN_TOTP_SECRET pre-enrols the admin: the password alone answers { mfaRequired: true } and no session', async () => {
    const secret = await seededAdmin()
    const first = await login(adminEmail, adminPassword)
    expect(first.statusCode).toBe(200)
    expect(first.json()).toEqual({ mfaRequired: true })
    expect(sessionCookieOf(first)).toBeUndefined()
    const challenge = challengeCookieOf(first)
    expect(challenge).toBeDefined()
    // The challenge cookie is not a session: the console stays closed.
    const console = await request(ctx.app, { method: 'GET', url: '/api/admin/users', cookie: challenge })
    expect(console.statusCode).toBe(401)

    const wrong = await mfa(challenge, (Number(await code(secret)) ^ 1).toString().padStart(6, '0'))
    expect(wrong.statusCode).toBe(401)
    expect(wrong.json()).toMatchObject({
      error: 'INVALID_CODE',
      message: 'That code is not right. Check your authenticator app and try again.',
    })
    const bad = await mfa(challenge, '12ab')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toBe('Enter the 6-digit code from your authenticator app')

    const right = await mfa(challenge, await code(secret))
    expect(right.statusCode).toBe(200)
    expect(right.json()).toMatchObject({ email: adminEmail, role: 'admin' })
    const users = await request(ctx.app, {
      method: 'GET',
      url: '/api/admin/users',
      cookie: sessionCookieOf(right),
    })
    expect(users.statusCode).toBe(200)
    // The challenge is spent: the same cookie cannot complete a second sign-in.
    expect((await mfa(challenge, await code(secret))).statusCode).toBe(401)
  })

  it('accepts a code one step early or late, refuses two steps off, and takes each code once', async () => {
    const secret = await seededAdmin()
    const late = await login(adminEmail, adminPassword)
    expect((await mfa(challengeCookieOf(late), await code(secret, -2.5 * stepMs))).statusCode).toBe(401)
    expect((await mfa(challengeCookieOf(late), await code(secret, -stepMs))).statusCode).toBe(200)

    const again = await login(adminEmail, adminPassword)
    const used = await mfa(challengeCookieOf(again), await code(secret, -stepMs))
    expect(used.statusCode).toBe(401)
    expect(used.json().message).toBe('That code was already used. Wait for the next code and try again.')
    expect((await mfa(challengeCookieOf(again), await code(secret, stepMs))).statusCode).toBe(200)
    // Once a later code was used, the current one (an earlier step) is refused too.
    const third = await login(adminEmail, adminPassword)
    expect((await mfa(challengeCookieOf(third), await code(secret))).statusCode).toBe(401)
  })

  it(`ends the sign-in after ${challengeAttempts} wrong codes: even the right code then needs the password again`, async () => {
    const secret = await seededAdmin()
    const first = await login(adminEmail, adminPassword)
    const cookie = challengeCookieOf(first)
    for (let i = 0; i < challengeAttempts - 1; i++) {
      expect((await mfa(cookie, '000000')).statusCode).toBe(401)
    }
    const last = await mfa(cookie, '000000')
    expect(last.json().message).toBe('Too many wrong codes. Please enter your password again.')
    const late = await mfa(cookie, await code(secret))
    expect(late.statusCode).toBe(401)
    expect(late.json().message).toBe('Your sign-in has expired. Please enter your password again.')
    const failures = await auditRows(ctx.database, 'mfa.failure')
    expect(failures).toHaveLength(challengeAttempts)
    // Wrong codes across sign-ins for one account are limited too.
    for (let round = 0; round < 2; round++) {
      const next = challengeCookieOf(await login(adminEmail, adminPassword))
      for (let i = 0; i < 3; i++) await mfa(next, '000000')
    }
    const blocked = await mfa(challengeCookieOf(await login(adminEmail, adminPassword)), await code(secret))
    expect(blocked.statusCode).toBe(429)
    expect(blocked.headers['retry-after']).toBeDefined()
    expect(blocked.json().message).toBe('Too many wrong codes. Please wait and try again.')
  })

  it('without ADMIN_TOTP_SECRET the first admin sign-in shows a QR code to enrol; the console opens only after a code', async () => {
    await seed(loadConfig({ ADMIN_EMAIL: adminEmail, ADMIN_PASSWORD: adminPassword }), ctx.app, quiet)
    const first = await login(adminEmail, adminPassword)
    expect(first.statusCode).toBe(200)
    const body = first.json()
    expect(body).toMatchObject({
      mfaRequired: true,
      enrolment: {
        secret: expect.stringMatching(/^[A-Z2-7]{32}$/),
        otpauthUrl: expect.stringMatching(/^otpauth:\/\/totp\/ProcessorMatch:chief%40example\.com\?secret=/),
        qrCodeDataUrl: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
      },
    })
    expect(Buffer.from(body.enrolment.qrCodeDataUrl.split(',')[1], 'base64').toString()).toContain('<svg')
    expect(sessionCookieOf(first)).toBeUndefined()
    const { cookie } = await completeSecondFactor(ctx.app, first)
    const me = await request(ctx.app, { method: 'GET', url: '/api/user/second-factor', cookie })
    expect(me.json()).toEqual({ enabled: true, required: true })
    // Enrolled: the next sign-in asks for a code and shows no secret.
    const next = await login(adminEmail, adminPassword)
    expect(next.json()).toEqual({ mfaRequired: true })
    const stored = await rows<{ secret: string }>(ctx.database, sql`select secret from user_second_factors`)
    expect(stored[0]?.secret).toMatch(/^v1:/)
    expect(stored[0]?.secret).not.toContain(body.enrolment.secret)
    const enrolled = await auditRows(ctx.database, 'mfa.enable')
    expect(enrolled).toHaveLength(1)
  })

  it('an administrator cannot turn the second factor off', async () => {
    const secret = await seededAdmin()
    const cookie = await signInFully(ctx.app, adminEmail, adminPassword, secret)
    const off = await request(ctx.app, {
      method: 'POST',
      url: '/api/user/second-factor/disable',
      cookie,
      payload: { code: await code(secret, stepMs) },
    })
    expect(off.statusCode).toBe(403)
    expect(off.json().message).toBe('Administrators must keep two-factor authentication on.')
  })

  it('a user promoted to administrator is signed out and must enrol at the next sign-in', async () => {
    const secret = await seededAdmin()
    const admin = await signInFully(ctx.app, adminEmail, adminPassword, secret)
    const user = await signUp(ctx.app)
    const promote = await request(ctx.app, {
      method: 'PUT',
      url: `/api/admin/users/${user.user.id}`,
      cookie: admin,
      payload: { role: 'admin' },
    })
    expect(promote.statusCode).toBe(200)
    expect(
      (await request(ctx.app, { method: 'GET', url: '/api/user', cookie: user.cookie })).statusCode,
    ).toBe(401)
    expect((await login(user.email, user.password)).json().enrolment).toBeDefined()
  })
})

describe('a user turns two-factor authentication on and off in Account Settings', () => {
  it('set-up shows a QR code, a code confirms it, sign-in then asks for a code, and a code turns it off', async () => {
    const user = await signUp(ctx.app)
    const settings = (url: string, payload?: object) =>
      request(ctx.app, { method: 'POST', url, cookie: user.cookie, ...(payload ? { payload } : {}) })
    expect(
      (await request(ctx.app, { method: 'GET', url: '/api/user/second-factor', cookie: user.cookie })).json(),
    ).toEqual({ enabled: false, required: false })

    const setup = await settings('/api/user/second-factor/setup')
    expect(setup.statusCode).toBe(200)
    const { secret, qrCodeDataUrl } = setup.json()
    expect(qrCodeDataUrl).toMatch(/^data:image\/svg\+xml;base64,/)
    const wrong = await settings('/api/user/second-factor/enable', { code: '000000' })
    expect(wrong.statusCode).toBe(401)
    // Each code serves once, so the test uses the codes of three neighbouring steps in turn.
    const on = await settings('/api/user/second-factor/enable', { code: await code(secret, -stepMs) })
    expect(on.statusCode).toBe(200)
    expect(on.json()).toEqual({ enabled: true, required: false })
    // After enrolment the secret is never shown again.
    const again = await settings('/api/user/second-factor/setup')
    expect(again.statusCode).toBe(409)
    expect(again.body).not.toContain(secret)

    const first = await login(user.email, user.password)
    expect(first.json()).toEqual({ mfaRequired: true })
    expect(sessionCookieOf(first)).toBeUndefined()
    const signedIn = await mfa(challengeCookieOf(first), await code(secret))
    expect(signedIn.statusCode).toBe(200)
    const cookie = sessionCookieOf(signedIn)

    const disable = (c: string) =>
      request(ctx.app, {
        method: 'POST',
        url: '/api/user/second-factor/disable',
        cookie,
        payload: { code: c },
      })
    const reused = await disable(await code(secret))
    expect(reused.statusCode).toBe(401)
    expect(reused.json().message).toBe('That code was already used. Wait for the next code and try again.')
    const off = await disable(await code(secret, stepMs))
    expect(off.statusCode).toBe(200)
    expect(off.json()).toEqual({ enabled: false, required: false })
    const plain = await login(user.email, user.password)
    expect(plain.json()).toMatchObject({ email: user.email })
    expect(sessionCookieOf(plain)).toBeDefined()
    expect((await auditRows(ctx.database, 'mfa.disable'))[0]).toMatchObject({ target_user_id: user.user.id })
  })
})

describe('emailed links and the second factor', () => {
  it('an activation link activates an account with a second factor but does not sign it in', async () => {
    const user = await signUp(ctx.app)
    // The owner proved the address before setting up the second factor (a first proof takes back what an
    // unproven account's holder set, the second factor included).
    await ctx.database.db.execute(sql`update users set email_verified_at = now() where id = ${user.user.id}`)
    const settings = (url: string, payload?: object) =>
      request(ctx.app, { method: 'POST', url, cookie: user.cookie, ...(payload ? { payload } : {}) })
    const { secret } = (await settings('/api/user/second-factor/setup')).json()
    expect((await settings('/api/user/second-factor/enable', { code: await code(secret) })).statusCode).toBe(
      200,
    )
    const row = await ctx.app.platform.users.findById(user.user.id)
    await ctx.database.db.transaction((tx) =>
      ctx.app.services.accounts.queueActivation(
        repositoriesOn(tx, () => new Date()),
        row as NonNullable<typeof row>,
        true,
        `t:${user.user.id}`,
      ),
    )
    const [mail] = await rows<{ text: string }>(
      ctx.database,
      // The newest: the link queued here replaced the sign-up's.
      sql`select text from email_outbox where "to" = ${user.email} and template_id = 'activation' order by created_at desc limit 1`,
    )
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1]
    const res = await request(ctx.app, {
      method: 'POST',
      url: '/api/activate',
      payload: { token, email: user.email },
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(sessionCookieOf(res)).toBeUndefined()
  })
})
