import { describe, expect, it } from 'vitest'
import { codeAt } from '../../../src/server/modules/second-factor/totp'
import { createAdmin } from '../../helpers/factories'
import { challengeCookieOf } from '../../helpers/second-factor'
import { request, sessionCookieOf, setupTestApp, testOrigin, uniqueUser } from '../../helpers/test-app'

/** The authenticator secret an administrator made by the factory enrolled. */
const secretOf = (account: object) => ('totpSecret' in account ? String(account.totpSecret) : undefined)

const ctx = setupTestApp()

const deviceCookieOf = (res: { cookies: { name: string; value: string }[] }) => {
  const c = res.cookies.find((x) => x.name.endsWith('pm_device') && x.value)
  return c ? `${c.name}=${c.value}` : undefined
}

const login = (from: string, username: string, password: string, cookie?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress: from,
    headers: { origin: testOrigin, ...(cookie ? { cookie } : {}) },
    payload: { username, password },
  })

describe('failed sign-ins from many addresses cannot keep the administrator out', () => {
  it('a known device (set after a sign-in with the second factor) signs in while 200 addresses guess', async () => {
    ctx.clock.hold()
    const admin = await createAdmin(ctx.app)
    // The owner's own sign-in with the code marks this browser as a known device.
    ctx.clock.advance(31_000)
    const first = await login('198.51.100.7', admin.email, admin.password)
    const code = await request(ctx.app, {
      method: 'POST',
      url: '/api/login/mfa',
      cookie: challengeCookieOf(first),
      payload: { code: await codeAt(secretOf(admin) ?? '', ctx.clock()) },
      remoteAddress: '198.51.100.7',
    })
    expect(code.statusCode, code.body).toBe(200)
    const device = deviceCookieOf(code)
    expect(device).toBeDefined()

    for (let i = 0; i < 200; i++) {
      const from = `203.0.${Math.floor(i / 250)}.${(i % 250) + 1}`
      const res = await login(from, i % 2 ? admin.email : admin.username, `wrong guess ${i}`)
      expect([401, 429]).toContain(res.statusCode)
    }
    // Without the device the owner waits like anyone else.
    expect((await login('192.0.2.50', admin.email, admin.password)).statusCode).toBe(429)

    ctx.clock.advance(31_000)
    const owner = await login('192.0.2.51', admin.email, admin.password, device)
    expect(owner.statusCode, owner.body).toBe(200)
    expect(owner.json().mfaRequired).toBe(true)
    const signedIn = await request(ctx.app, {
      method: 'POST',
      url: '/api/login/mfa',
      cookie: `${challengeCookieOf(owner)}; ${device}`,
      payload: { code: await codeAt(secretOf(admin) ?? '', ctx.clock()) },
    })
    expect(signedIn.statusCode).toBe(200)
    expect(sessionCookieOf(signedIn)).toBeDefined()
  })

  it("another account's known device does not lift the limit", async () => {
    ctx.clock.hold()
    const admin = await createAdmin(ctx.app)
    const other = await createAdmin(ctx.app)
    ctx.clock.advance(31_000)
    const first = await login('198.51.100.8', other.email, other.password)
    const code = await request(ctx.app, {
      method: 'POST',
      url: '/api/login/mfa',
      cookie: challengeCookieOf(first),
      payload: { code: await codeAt(secretOf(other) ?? '', ctx.clock()) },
    })
    const device = deviceCookieOf(code)
    expect(device).toBeDefined()
    for (let i = 0; i < 20; i++) await login(`203.0.113.${i + 1}`, admin.email, `wrong ${i}`)
    expect((await login('192.0.2.52', admin.email, admin.password, device)).statusCode).toBe(429)
  })
})

describe('reserved names', () => {
  it.each(['admin', 'Admin', 'administrator', 'root', 'support', 'ＡＤＭＩＮ'])(
    'the username %s is refused at sign-up',
    async (username) => {
      const res = await request(ctx.app, {
        method: 'POST',
        url: '/api/register',
        payload: uniqueUser({ username }),
      })
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toMatch(/reserved/i)
    },
  )
})
