import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { get, post, rows } from '../../../../tests/helpers/checkout'
import { createAdmin } from '../../../../tests/helpers/factories'
import { signInFully } from '../../../../tests/helpers/second-factor'
import { sessionCookieOf, setupTestApp, signUp } from '../../../../tests/helpers/test-app'
import { codeAt } from '../second-factor/totp'
import { auditRows, endingBrowser } from './admin-test-helpers'

// A one-hour cap makes the admin's original session run out while an impersonation is still going.

/** The authenticator secret an administrator made by the factory enrolled. */
const secretOf = (account: object) => ('totpSecret' in account ? String(account.totpSecret) : undefined)

const ctx = setupTestApp({ SESSION_ABSOLUTE_HOURS: '1' })

async function impersonating() {
  const admin = await createAdmin(ctx.app)
  const user = await signUp(ctx.app)
  const start = await post(ctx.app, `/api/admin/users/${user.user.id}/impersonate`, undefined, admin.cookie)
  expect(start.statusCode).toBe(200)
  const acting = sessionCookieOf(start) as string
  return { admin, user, acting, ending: endingBrowser(start, acting) }
}

describe('impersonation follows the administrator', () => {
  it('the administrator signing out everywhere ends the impersonation', async () => {
    ctx.clock.hold()
    const { admin, acting } = await impersonating()
    ctx.clock.advance(31_000)
    const other = await signInFully(ctx.app, admin.email, admin.password, secretOf(admin))
    expect((await post(ctx.app, '/api/user/sessions/revoke-others', undefined, other)).statusCode).toBe(200)
    expect((await get(ctx.app, '/api/user', acting)).statusCode).toBe(401)
  })

  it("the administrator's password change ends the impersonation and the way back", async () => {
    ctx.clock.hold()
    const { admin, acting } = await impersonating()
    ctx.clock.advance(31_000)
    const other = await signInFully(ctx.app, admin.email, admin.password, secretOf(admin))
    const changed = await post(
      ctx.app,
      '/api/user/change-password',
      { currentPassword: admin.password, newPassword: 'another long passphrase 9' },
      other,
    )
    expect(changed.statusCode, changed.body).toBe(200)
    expect((await get(ctx.app, '/api/user', acting)).statusCode).toBe(401)
    expect((await post(ctx.app, '/api/impersonation/end', undefined, acting)).statusCode).toBe(401)
  })

  it("ending returns to the administrator's original session, not a new one", async () => {
    ctx.clock.hold()
    const { admin, ending } = await impersonating()
    const before = await rows<{ created_at: string; expires_at: string }>(
      ctx.database,
      sql`select created_at, expires_at from sessions where user_id = ${admin.user.id}`,
    )
    ctx.clock.advance(5 * 60_000)
    const back = await post(ctx.app, '/api/impersonation/end', undefined, ending)
    expect(back.json().redirectTo).toBe('/admin?section=users')
    const again = sessionCookieOf(back) as string
    expect((await get(ctx.app, '/api/admin/users', again)).statusCode).toBe(200)
    const after = await rows<{ created_at: string; expires_at: string }>(
      ctx.database,
      sql`select created_at, expires_at from sessions where user_id = ${admin.user.id}`,
    )
    expect(after).toEqual(before)
    // The old admin cookie stays dead: the way back is a new token for the same session.
    expect((await get(ctx.app, '/api/user', admin.cookie)).statusCode).toBe(401)
  })

  it('ending after the original session ran out signs out instead of opening a new admin session', async () => {
    ctx.clock.hold()
    const admin = await createAdmin(ctx.app)
    ctx.clock.advance(50 * 60_000)
    expect((await get(ctx.app, '/api/user', admin.cookie)).statusCode).toBe(200)
    const user = await signUp(ctx.app)
    const start = await post(ctx.app, `/api/admin/users/${user.user.id}/impersonate`, undefined, admin.cookie)
    const acting = sessionCookieOf(start) as string
    ctx.clock.advance(15 * 60_000)
    const back = await post(ctx.app, '/api/impersonation/end', undefined, endingBrowser(start, acting))
    expect(back.statusCode).toBe(200)
    expect(back.json().redirectTo).toBe('/auth')
    expect(sessionCookieOf(back)).toBeUndefined()
    expect(await rows(ctx.database, sql`select 1 from sessions where user_id = ${admin.user.id}`)).toEqual([])
  })

  it('every change made while impersonating is audited with the administrator as the actor', async () => {
    const { admin, user, acting } = await impersonating()
    const res = await post(ctx.app, '/api/user/sessions/revoke-others', undefined, acting)
    expect(res.statusCode).toBe(200)
    const actions = await auditRows(ctx.database, 'impersonation.action')
    expect(actions).toHaveLength(1)
    expect(actions[0]).toMatchObject({ actor_user_id: admin.user.id, target_user_id: user.user.id })
    expect(actions[0]?.details).toMatchObject({
      method: 'POST',
      route: '/api/user/sessions/revoke-others',
      status: 200,
    })
  })
})

describe('turning on two-factor authentication', () => {
  it("ends the account's other sessions and keeps this one", async () => {
    const user = await signUp(ctx.app)
    const other = await signInFully(ctx.app, user.email, user.password)
    const setup = await post(ctx.app, '/api/user/second-factor/setup', undefined, user.cookie)
    expect(setup.statusCode).toBe(200)
    const code = await codeAt(setup.json().secret, ctx.clock())
    const on = await post(ctx.app, '/api/user/second-factor/enable', { code }, user.cookie)
    expect(on.statusCode, on.body).toBe(200)
    expect((await get(ctx.app, '/api/user', other)).statusCode).toBe(401)
    expect((await get(ctx.app, '/api/user', user.cookie)).statusCode).toBe(200)
  })
})
