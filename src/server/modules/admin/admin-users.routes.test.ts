import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  adminCookie,
  boughtReport,
  completedAssessment,
  get,
  post,
  rows,
  uniqueEmail,
} from '../../../../tests/helpers/checkout'
import { request, setupTestApp, signUp } from '../../../../tests/helpers/test-app'
import { auditRows, expectAdminOnly, tablesContaining } from './admin-test-helpers'

const ctx = setupTestApp()
const put = (url: string, payload: object, cookie?: string) =>
  request(ctx.app, { method: 'PUT', url, payload, cookie })
const del = (url: string, cookie?: string) => request(ctx.app, { method: 'DELETE', url, cookie })

const mailsTo = (email: string) =>
  rows<{ subject: string; text: string; template_id: string }>(
    ctx.database,
    sql`select subject, text, template_id from email_outbox where "to" = ${email} order by created_at`,
  )
/** What the administrator sent, without the sign-up's own activation link. */
const sentByAdmin = async (email: string) =>
  (await mailsTo(email)).filter((m) => m.template_id !== 'activation')
const linkIn = (text: string) => /https?:\/\/\S+/.exec(text)?.[0] ?? ''

describe('admin users: access', () => {
  it('answers 401 signed out and 403 to a user for every users call', async () => {
    const user = await signUp(ctx.app)
    const id = user.user.id
    await expectAdminOnly(
      ctx.app,
      [
        { method: 'GET', url: '/api/admin/users' },
        { method: 'POST', url: '/api/admin/users', payload: { email: 'a@example.com' } },
        { method: 'PUT', url: `/api/admin/users/${id}`, payload: { tier: 'enterprise' } },
        { method: 'POST', url: `/api/admin/users/${id}/reset-password` },
        { method: 'POST', url: `/api/admin/users/${id}/activate` },
        { method: 'POST', url: `/api/admin/users/${id}/deactivate` },
        { method: 'POST', url: `/api/admin/users/${id}/send-email`, payload: { subject: 's', body: 'b' } },
        { method: 'GET', url: `/api/admin/users/${id}/export` },
        { method: 'DELETE', url: `/api/admin/users/${id}` },
        { method: 'POST', url: `/api/admin/users/${id}/impersonate` },
      ],
      user.cookie,
    )
    const [row] = await rows<{ tier: string }>(ctx.database, sql`select tier from users where id = ${id}`)
    expect(row?.tier).toBe('free')
  })
})

describe('GET /api/admin/users', () => {
  it('lists users with role, tier, status and payment-customer status, never a hash or token', async () => {
    const admin = await adminCookie(ctx.app, ctx.database)
    const free = await signUp(ctx.app)
    const buyer = await boughtReport(ctx.app)
    const res = await get(ctx.app, '/api/admin/users', admin)
    expect(res.statusCode).toBe(200)
    expect(res.body).not.toMatch(/argon2|passwordHash|password_hash|tokenHash/i)
    const users = res.json().users as { email: string; paymentCustomer: string; role: string }[]
    expect(users.find((u) => u.email === free.email)).toMatchObject({
      paymentCustomer: 'None',
      role: 'user',
      tier: 'free',
      status: 'active',
    })
    expect(users.find((u) => u.email === buyer.email)?.paymentCustomer).toBe('Active')
    expect(users.filter((u) => u.role === 'admin')).toHaveLength(1)
  })

  it('shows the plan a buyer may use now and whether they are a paying customer, both ending with a refund', async () => {
    const admin = await adminCookie(ctx.app, ctx.database)
    const buyer = await boughtReport(ctx.app, 'established')
    const listed = async () => {
      const users = (await get(ctx.app, '/api/admin/users', admin)).json().users as {
        email: string
        tier: string
        grantedTier: string
        paymentCustomer: string
      }[]
      return users.find((u) => u.email === buyer.email)
    }
    expect(await listed()).toMatchObject({
      tier: 'established',
      grantedTier: 'free',
      paymentCustomer: 'Active',
    })
    const refund = await post(ctx.app, `/api/admin/reports/${buyer.reportId}/refund`, undefined, admin)
    expect(refund.statusCode).toBe(200)
    expect(await listed()).toMatchObject({ tier: 'free', grantedTier: 'free', paymentCustomer: 'None' })
  })
})

describe('PUT /api/admin/users/{id}', () => {
  it('changes email, role and tier, audits a role change, and refuses bad input', async () => {
    const admin = await adminCookie(ctx.app, ctx.database)
    const user = await signUp(ctx.app)
    const other = await signUp(ctx.app)
    const url = `/api/admin/users/${user.user.id}`
    const email = uniqueEmail('renamed')
    const res = await put(url, { email, role: 'admin', tier: 'established' }, admin)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      message: 'User updated successfully',
      user: { email, role: 'admin', tier: 'established' },
    })
    const [audit] = await auditRows(ctx.database, 'user.role_change')
    expect(audit).toMatchObject({ target_user_id: user.user.id, details: { from: 'user', to: 'admin' } })

    const bad = await put(url, { email: 'not-an-email' }, admin)
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toBe('Valid email is required')
    expect((await put(url, { tier: 'gold' }, admin)).statusCode).toBe(400)
    expect((await put(url, {}, admin)).json().message).toBe('Nothing to update')
    const taken = await put(url, { email: other.email }, admin)
    expect(taken.statusCode).toBe(409)
    expect((await put('/api/admin/users/nobody', { tier: 'free' }, admin)).statusCode).toBe(404)
  })
})

describe('POST /api/admin/users/{id}/reset-password', () => {
  it('emails the real reset link, which sets a new password; the admin never sees one', async () => {
    const admin = await adminCookie(ctx.app, ctx.database)
    const user = await signUp(ctx.app)
    const res = await post(ctx.app, `/api/admin/users/${user.user.id}/reset-password`, undefined, admin)
    expect(res.statusCode).toBe(200)
    expect(res.body).not.toMatch(/token|password":/i)
    const [mail] = await sentByAdmin(user.email)
    expect(mail?.template_id).toBe('password-reset')
    const token = new URL(linkIn(mail?.text ?? '')).searchParams.get('token')
    const reset = await post(ctx.app, '/api/reset-password', { token, newPassword: 'brand new secret 9' })
    expect(reset.statusCode).toBe(200)
    const login = await post(ctx.app, '/api/login', { username: user.email, password: 'brand new secret 9' })
    expect(login.statusCode).toBe(200)
  })
})

describe('deactivate and activate', () => {
  it('deactivation ends the sessions at once and refuses sign-in; activation lets the user back', async () => {
    const admin = await adminCookie(ctx.app, ctx.database)
    const user = await signUp(ctx.app)
    expect((await get(ctx.app, '/api/user', user.cookie)).statusCode).toBe(200)
    const off = await post(ctx.app, `/api/admin/users/${user.user.id}/deactivate`, undefined, admin)
    expect(off.json()).toMatchObject({ message: 'User deactivated', user: { status: 'deactivated' } })
    const [sessions] = await rows<{ n: number }>(
      ctx.database,
      sql`select count(*)::int as n from sessions where user_id = ${user.user.id}`,
    )
    expect(sessions?.n).toBe(0)
    expect((await get(ctx.app, '/api/user', user.cookie)).statusCode).toBe(401)
    const refused = await post(ctx.app, '/api/login', { username: user.email, password: user.password })
    expect(refused.statusCode).toBe(403)
    const on = await post(ctx.app, `/api/admin/users/${user.user.id}/activate`, undefined, admin)
    expect(on.json().user.status).toBe('active')
    expect(
      (await post(ctx.app, '/api/login', { username: user.email, password: user.password })).statusCode,
    ).toBe(200)
    expect((await auditRows(ctx.database, 'user.deactivate')).length).toBe(1)
  })
})

describe('POST /api/admin/users/{id}/send-email', () => {
  it('needs a subject and a message, then sends through the outbox', async () => {
    const admin = await adminCookie(ctx.app, ctx.database)
    const user = await signUp(ctx.app)
    const url = `/api/admin/users/${user.user.id}/send-email`
    const noSubject = await post(ctx.app, url, { subject: ' ', body: 'Hi' }, admin)
    expect(noSubject.statusCode).toBe(400)
    expect(noSubject.json().message).toBe('Subject is required')
    expect((await post(ctx.app, url, { subject: 'Hello' }, admin)).json().message).toBe('Message is required')
    const sent = await post(ctx.app, url, { subject: 'Your account', body: 'We <b>updated</b> it.' }, admin)
    expect(sent.json().message).toBe('Email sent')
    const [mail] = await sentByAdmin(user.email)
    expect(mail).toMatchObject({ subject: 'Your account', template_id: 'admin-custom' })
    expect(mail?.text).toContain('We <b>updated</b> it.')
  })
})

describe('POST /api/admin/users (invite)', () => {
  it('creates a pending account and emails a link that sets a password and activates it', async () => {
    const admin = await adminCookie(ctx.app, ctx.database)
    const email = uniqueEmail('invited')
    const res = await post(ctx.app, '/api/admin/users', { email }, admin)
    expect(res.statusCode).toBe(201)
    expect(res.json().user).toMatchObject({ email, status: 'pending', role: 'user', tier: 'free' })
    expect((await post(ctx.app, '/api/admin/users', { email }, admin)).statusCode).toBe(409)
    expect((await post(ctx.app, '/api/admin/users', { email: 'x' }, admin)).json().message).toBe(
      'Valid email is required',
    )
    const [mail] = await mailsTo(email)
    expect(mail?.template_id).toBe('activation')
    const token = new URL(linkIn(mail?.text ?? '')).searchParams.get('token')
    expect(
      (await post(ctx.app, '/api/reset-password', { token, newPassword: 'invited secret 1' })).statusCode,
    ).toBe(200)
    expect(
      (await post(ctx.app, '/api/login', { username: email, password: 'invited secret 1' })).statusCode,
    ).toBe(200)
  })
})

describe('GET /api/admin/users/{id}/export', () => {
  it('downloads everything about that user and nothing about anyone else, without secrets', async () => {
    const admin = await adminCookie(ctx.app, ctx.database)
    const buyer = await boughtReport(ctx.app)
    const stranger = await boughtReport(ctx.app)
    await completedAssessment(ctx.app, 'established', buyer.email)
    const [row] = await rows<{ id: string }>(
      ctx.database,
      sql`select id from users where email = ${buyer.email}`,
    )
    const id = row?.id as string
    const res = await get(ctx.app, `/api/admin/users/${id}/export`, admin)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-disposition']).toBe(`attachment; filename="user-${id}-data.json"`)
    const data = res.json()
    expect(data.account).toMatchObject({ id, email: buyer.email })
    expect(data.assessments.map((a: { id: string }) => a.id)).toContain(buyer.assessmentId)
    expect(data.assessments).toHaveLength(2)
    expect(data.reports.map((r: { id: string }) => r.id)).toEqual([buyer.reportId])
    expect(data.payments).toHaveLength(1)
    expect(data.payments[0]).toMatchObject({ amountCents: 4999, status: 'succeeded' })
    expect(data.mail.length).toBeGreaterThan(0)
    expect(data.sessions.length).toBeGreaterThan(0)
    expect(data.alerts).toEqual([])
    expect(res.body).not.toContain(stranger.email)
    expect(res.body).not.toContain(stranger.reportId)
    expect(res.body).not.toMatch(/passwordHash|tokenHash|clientSecret|checkoutTokenHash|argon2/)
    expect(await auditRows(ctx.database, 'user.export')).toHaveLength(1)
  })
})

describe('DELETE /api/admin/users/{id}', () => {
  it('leaves no trace of the email in any table and ends the sessions', async () => {
    const admin = await adminCookie(ctx.app, ctx.database)
    const buyer = await boughtReport(ctx.app)
    const keep = await boughtReport(ctx.app)
    await post(ctx.app, '/api/forgot-password', { email: buyer.email })
    await post(ctx.app, '/api/login', { username: buyer.email, password: 'wrong password 1' })
    const [row] = await rows<{ id: string }>(
      ctx.database,
      sql`select id from users where email = ${buyer.email}`,
    )
    const id = row?.id as string
    expect((await tablesContaining(ctx.database, buyer.email)).length).toBeGreaterThan(2)

    expect((await del(`/api/admin/users/${id}`, admin)).json().message).toBe('User deleted')
    expect(await tablesContaining(ctx.database, buyer.email)).toEqual([])
    expect((await get(ctx.app, '/api/user', buyer.session)).statusCode).toBe(401)
    expect((await get(ctx.app, '/api/user', keep.session)).json().email).toBe(keep.email)
    expect((await tablesContaining(ctx.database, keep.email)).length).toBeGreaterThan(0)
    const [audit] = await auditRows(ctx.database, 'user.delete')
    expect(audit?.target_user_id).toBe(id)
    expect((await del(`/api/admin/users/${id}`, admin)).statusCode).toBe(404)
  })

  it('refuses to delete or deactivate the signed-in administrator', async () => {
    const admin = await adminCookie(ctx.app, ctx.database)
    const me = (await get(ctx.app, '/api/user', admin)).json().id
    const res = await del(`/api/admin/users/${me}`, admin)
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('You cannot delete your own account')
    expect((await post(ctx.app, `/api/admin/users/${me}/deactivate`, undefined, admin)).statusCode).toBe(400)
  })
})
