import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { adminCookie, get, post, rows } from '../../../../tests/helpers/checkout'
import { createAdmin } from '../../../../tests/helpers/factories'
import { sessionCookieOf, setupTestApp, signUp } from '../../../../tests/helpers/test-app'
import { auditRows, endingBrowser } from './admin-test-helpers'

const ctx = setupTestApp()

describe('impersonation', () => {
  it("turns the admin's session into the user's without admin rights, time-boxed, and returns; both audited", async () => {
    ctx.clock.hold()
    const admin = await adminCookie(ctx.app, ctx.database)
    const adminId = (await get(ctx.app, '/api/user', admin)).json().id
    const user = await signUp(ctx.app)
    const start = await post(ctx.app, `/api/admin/users/${user.user.id}/impersonate`, undefined, admin)
    expect(start.statusCode).toBe(200)
    expect(start.json()).toMatchObject({ redirectTo: '/dashboard' })
    const acting = sessionCookieOf(start) as string
    expect((await get(ctx.app, '/api/user', acting)).json().email).toBe(user.email)
    expect((await get(ctx.app, '/api/admin/users', acting)).statusCode).toBe(403)
    expect((await get(ctx.app, '/api/user', admin)).statusCode).toBe(401)

    const status = (await get(ctx.app, '/api/impersonation', acting)).json()
    expect(status).toMatchObject({ active: true, userEmail: user.email })
    expect(status.adminEmail).toMatch(/^admin/)
    expect(new Date(status.expiresAt).getTime() - ctx.clock().getTime()).toBe(30 * 60_000)
    expect((await get(ctx.app, '/api/impersonation', user.cookie)).json().active).toBe(false)

    const [started] = await auditRows(ctx.database, 'impersonation.start')
    expect(started).toMatchObject({ actor_user_id: adminId, target_user_id: user.user.id })
    expect(started?.ip).toBeTruthy()
    expect(started?.created_at).toBeTruthy()

    const back = await post(ctx.app, '/api/impersonation/end', undefined, endingBrowser(start, acting))
    expect(back.json().redirectTo).toBe('/admin?section=users')
    const again = sessionCookieOf(back) as string
    expect((await get(ctx.app, '/api/admin/users', again)).statusCode).toBe(200)
    expect((await get(ctx.app, '/api/user', acting)).statusCode).toBe(401)
    const [ended] = await auditRows(ctx.database, 'impersonation.end')
    expect(ended).toMatchObject({ actor_user_id: adminId, target_user_id: user.user.id })
    // The user's own session was never touched.
    expect((await get(ctx.app, '/api/user', user.cookie)).json().email).toBe(user.email)
  })

  it('gives the way back to the browser that started it alone: a copied session cookie only ends it', async () => {
    const admin = await adminCookie(ctx.app, ctx.database)
    const user = await signUp(ctx.app)
    const start = await post(ctx.app, `/api/admin/users/${user.user.id}/impersonate`, undefined, admin)
    const ticket = start.cookies.find((c) => c.name.endsWith('pm_return'))
    expect(ticket).toMatchObject({ path: '/api/impersonation/end', httpOnly: true, sameSite: 'Strict' })
    const acting = sessionCookieOf(start) as string

    // Someone holding only the acting session's cookie ends the impersonation and gets no admin session.
    const copied = await post(ctx.app, '/api/impersonation/end', undefined, acting)
    expect(copied.statusCode).toBe(200)
    expect(copied.json()).toMatchObject({ redirectTo: '/auth' })
    expect(sessionCookieOf(copied)).toBeUndefined()
    expect((await get(ctx.app, '/api/admin/users', acting)).statusCode).toBe(401)
    // The administrator's browser, ticket in hand, finds the impersonation over and signs in again.
    const late = await post(ctx.app, '/api/impersonation/end', undefined, endingBrowser(start, acting))
    expect(late.statusCode).toBe(401)
  })

  it('refuses to impersonate an administrator or a deactivated user, and to end what never started', async () => {
    const admin = await adminCookie(ctx.app, ctx.database)
    const other = await createAdmin(ctx.app)
    const res = await post(ctx.app, `/api/admin/users/${other.user.id}/impersonate`, undefined, admin)
    expect(res.statusCode).toBe(403)
    expect(res.json().message).toBe('Administrators cannot be impersonated')
    const user = await signUp(ctx.app)
    await post(ctx.app, `/api/admin/users/${user.user.id}/deactivate`, undefined, admin)
    expect(
      (await post(ctx.app, `/api/admin/users/${user.user.id}/impersonate`, undefined, admin)).statusCode,
    ).toBe(400)
    const notActing = await post(ctx.app, '/api/impersonation/end', undefined, admin)
    expect(notActing.statusCode).toBe(400)
    expect(notActing.json().message).toBe('You are not impersonating anyone')
    expect(
      await rows(ctx.database, sql`select 1 from audit_events where action = 'impersonation.start'`),
    ).toEqual([])
  })
})
