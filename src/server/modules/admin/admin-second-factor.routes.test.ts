import { describe, expect, it } from 'vitest'
import { adminCookie } from '../../../../tests/helpers/checkout'
import { createAdmin } from '../../../../tests/helpers/factories'
import { challengeCookieOf } from '../../../../tests/helpers/second-factor'
import { request, sessionCookieOf, setupTestApp, signUp } from '../../../../tests/helpers/test-app'
import { codeAt } from '../second-factor/totp'
import { auditRows, expectAdminOnly } from './admin-test-helpers'

const ctx = setupTestApp({ TOTP_ENCRYPTION_KEY: 'a test key that seals second-factor secrets at rest' })

const post = (url: string, cookie?: string, payload?: object) =>
  request(ctx.app, { method: 'POST', url, cookie, ...(payload ? { payload } : {}) })
const login = (username: string, password: string) => post('/api/login', undefined, { username, password })
const reset = (id: string, cookie?: string) => post(`/api/admin/users/${id}/reset-second-factor`, cookie)

/** A user who turned two-factor authentication on in Account Settings. */
async function enrolledUser() {
  const user = await signUp(ctx.app)
  const { secret } = (await post('/api/user/second-factor/setup', user.cookie)).json()
  const on = await post('/api/user/second-factor/enable', user.cookie, {
    code: await codeAt(secret, ctx.clock()),
  })
  expect(on.statusCode).toBe(200)
  expect((await login(user.email, user.password)).json()).toEqual({ mfaRequired: true })
  return { ...user, secret }
}

describe('POST /api/admin/users/:id/reset-second-factor', () => {
  it('answers 401 signed out and 403 to a user, and changes nothing', async () => {
    const user = await enrolledUser()
    const other = await signUp(ctx.app)
    await expectAdminOnly(
      ctx.app,
      [{ method: 'POST', url: `/api/admin/users/${user.user.id}/reset-second-factor` }],
      other.cookie,
    )
    expect((await login(user.email, user.password)).json()).toEqual({ mfaRequired: true })
  })

  it('lets a user who lost their authenticator sign in with the password alone, and set it up again', async () => {
    const user = await enrolledUser()
    const admin = await createAdmin(ctx.app)
    const res = await reset(user.user.id, admin.cookie)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      message: 'Two-factor authentication was reset. The user signs in with their password alone.',
    })
    const [event] = await auditRows(ctx.database, 'user.reset_second_factor')
    expect(event).toMatchObject({ actor_user_id: admin.user.id, target_user_id: user.user.id })

    const signIn = await login(user.email, user.password)
    expect(signIn.statusCode).toBe(200)
    expect(signIn.json().mfaRequired).toBeUndefined()
    const cookie = sessionCookieOf(signIn)
    expect(cookie).toBeDefined()
    expect(
      (await request(ctx.app, { method: 'GET', url: '/api/user/second-factor', cookie })).json(),
    ).toEqual({ enabled: false, required: false })

    // Set up again with a new authenticator: sign-in asks for its code, and the old one is useless.
    const { secret } = (await post('/api/user/second-factor/setup', cookie)).json()
    expect(secret).not.toBe(user.secret)
    const on = await post('/api/user/second-factor/enable', cookie, {
      code: await codeAt(secret, ctx.clock()),
    })
    expect(on.statusCode).toBe(200)
    const next = await login(user.email, user.password)
    expect(next.json()).toEqual({ mfaRequired: true })
    const old = await post('/api/login/mfa', challengeCookieOf(next), {
      code: await codeAt(user.secret, ctx.clock()),
    })
    expect(old.statusCode).toBe(401)
  })

  it('says so when the user has no second factor, and refuses for an administrator', async () => {
    const admin = await adminCookie(ctx.app)
    const plain = await signUp(ctx.app)
    const none = await reset(plain.user.id, admin)
    expect(none.statusCode).toBe(409)
    expect(none.json().message).toBe('Two-factor authentication is already off for this user.')
    const other = await createAdmin(ctx.app)
    const refused = await reset(other.user.id, admin)
    expect(refused.statusCode).toBe(403)
    expect((await reset('no-such-user', admin)).statusCode).toBe(404)
    expect(await auditRows(ctx.database, 'user.reset_second_factor')).toHaveLength(0)
  })
})
