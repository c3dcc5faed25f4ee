import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createJobHandlers, recurringJobs } from '../../../src/server/jobs/job-handlers'
import { AUDIT_PURGE_JOB } from '../../../src/server/modules/audit/audit.service'
import { AUDIT_PAGE_SIZE } from '../../../src/shared/admin/audit.schemas'
import { adminCookie } from '../../helpers/checkout'
import { createAdmin } from '../../helpers/factories'
import { challengeCookieOf } from '../../helpers/second-factor'
import { request, setupTestApp, signUp } from '../../helpers/test-app'

const ctx = setupTestApp()

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: object) =>
  request(ctx.app, { method, url, cookie, ...(payload ? { payload } : {}) })
const auditPage = async (cookie: string, query = '') => {
  const res = await call('GET', `/api/admin/audit-events${query}`, cookie)
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}

describe('the audit log of security events', () => {
  it('records sign-ins, failed second factors, password changes, impersonation, exports, deletions, role and fee changes', async () => {
    const administrator = await createAdmin(ctx.app)
    const admin = administrator.cookie as string
    const alice = await signUp(ctx.app)
    const bob = await signUp(ctx.app)
    // Sign-ins, one failing; a password change.
    expect(
      (await call('POST', '/api/login', undefined, { username: alice.email, password: 'wrong one' }))
        .statusCode,
    ).toBe(401)
    expect(
      (await call('POST', '/api/login', undefined, { username: alice.email, password: alice.password }))
        .statusCode,
    ).toBe(200)
    const changed = await call('POST', '/api/user/change-password', alice.cookie, {
      currentPassword: alice.password,
      newPassword: 'a brand new passphrase',
    })
    expect(changed.statusCode, changed.body).toBe(200)
    // A wrong code at an administrator's sign-in.
    const adminLogin = await call('POST', '/api/login', undefined, {
      username: administrator.email,
      password: administrator.password,
    })
    await call('POST', '/api/login/mfa', challengeCookieOf(adminLogin), { code: '000000' })
    // Role and fee changes, export, impersonation, deletion.
    expect((await call('PUT', `/api/admin/users/${bob.user.id}`, admin, { role: 'admin' })).statusCode).toBe(
      200,
    )
    expect((await call('GET', `/api/admin/users/${alice.user.id}/export`, admin)).statusCode).toBe(200)
    const fee = await call('PUT', '/api/admin/providers/worldpay', admin, {
      transactionFeePercent: 2.99,
      sourceUrl: 'https://www.worldpay.com/en/pricing',
      asOf: '2026-11-24',
    })
    expect(fee.statusCode, fee.body).toBe(200)
    expect((await call('DELETE', `/api/admin/users/${bob.user.id}`, admin)).statusCode).toBe(200)
    // Impersonating last: the admin's own session is exchanged for the user's.
    const as = await call('POST', `/api/admin/users/${alice.user.id}/impersonate`, admin)
    expect(as.statusCode, as.body).toBe(200)

    const admin2 = await adminCookie(ctx.app, ctx.database)
    const page = await auditPage(admin2)
    const actions = page.events.map((e: { action: string }) => e.action)
    for (const action of [
      'signin.failure',
      'signin.success',
      'password.change',
      'mfa.failure',
      'user.role_change',
      'user.export',
      'provider.fee_change',
      'impersonation.start',
      'user.delete',
    ]) {
      expect(actions, action).toContain(action)
    }
    expect(page.actions).toEqual(expect.arrayContaining(['signin.failure', 'user.delete']))
    // Newest first; the deleted account stays named by its id; no secret in any answer.
    const times = page.events.map((e: { createdAt: string }) => e.createdAt)
    expect([...times].sort().reverse()).toEqual(times)
    const deletion = page.events.find((e: { action: string }) => e.action === 'user.delete')
    expect(deletion.target.label).toMatch(/^Deleted account/)
    expect(JSON.stringify(page)).not.toMatch(/wrong one|brand new passphrase|password_hash|argon2/)

    const failures = await auditPage(admin2, '?action=signin.failure')
    expect(failures.events.map((e: { action: string }) => e.action)).toEqual(['signin.failure'])
    expect(failures.events[0].target).toMatchObject({ id: alice.user.id, label: alice.email })
    const byAlice = await auditPage(admin2, `?actor=${encodeURIComponent(alice.email.slice(0, 10))}`)
    expect(byAlice.events.length).toBeGreaterThan(0)
    for (const e of byAlice.events) expect(e.actor.id).toBe(alice.user.id)
  })

  it('pages 25 events at a time and is for administrators only', async () => {
    const admin = await adminCookie(ctx.app, ctx.database)
    const user = await signUp(ctx.app)
    await ctx.database.db.execute(sql`
      insert into audit_events (id, actor_user_id, action, created_at)
      select 'evt' || g, ${user.user.id}, 'signin.success', now() - (g || ' minutes')::interval
      from generate_series(1, 30) g`)
    const first = await auditPage(admin, '?action=signin.success')
    expect(first.pageSize).toBe(AUDIT_PAGE_SIZE)
    expect(first.events).toHaveLength(25)
    expect(first.total).toBeGreaterThanOrEqual(30)
    const second = await auditPage(admin, '?action=signin.success&page=2')
    expect(second.events.length).toBe(first.total - 25)
    expect(second.events.map((e: { id: string }) => e.id)).not.toContain(first.events[0].id)
    expect((await call('GET', '/api/admin/audit-events?page=0', admin)).statusCode).toBe(400)
    expect((await call('GET', '/api/admin/audit-events')).statusCode).toBe(401)
    expect((await call('GET', '/api/admin/audit-events', user.cookie)).statusCode).toBe(403)
  })

  it('keeps a year: the daily job removes older events', async () => {
    expect(recurringJobs).toContainEqual({ type: AUDIT_PURGE_JOB, everyMs: 86_400_000 })
    await ctx.database.db.execute(sql`
      insert into audit_events (id, action, created_at) values
        ('old', 'signin.success', now() - interval '366 days'),
        ('kept', 'signin.success', now() - interval '364 days')`)
    await createJobHandlers(ctx.app.services)[AUDIT_PURGE_JOB]?.({})
    const left = (await ctx.database.db.execute(sql`select id from audit_events order by id`)) as unknown as {
      rows: { id: string }[]
    }
    expect(left.rows.map((r) => r.id)).toEqual(['kept'])
  })
})
