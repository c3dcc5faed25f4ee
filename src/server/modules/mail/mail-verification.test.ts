import { MAIL_LIMITS } from '@shared/mail/mail-limits'
import { describe, expect, it } from 'vitest'
import {
  adminCookie,
  boughtReport,
  completedAssessment,
  post,
  uniqueEmail,
} from '../../../../tests/helpers/checkout'
import { outboxFor, verifyAddress } from '../../../../tests/helpers/mailbox-api'
import { request, setupTestApp, signUp } from '../../../../tests/helpers/test-app'

const ctx = setupTestApp()

const delivered = (status: string) => ['queued', 'sent', 'logged'].includes(status)

const editStripe = async (percent: number) => {
  const res = await request(ctx.app, {
    method: 'PUT',
    url: '/api/admin/providers/stripe',
    payload: { transactionFeePercent: percent, sourceUrl: 'https://stripe.com/pricing', asOf: '2026-11-24' },
    cookie: await adminCookie(ctx.app),
  })
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}

describe('verified addresses', () => {
  it('mails a self-registered account its verification link, and nothing else until it is followed', async () => {
    const account = await signUp(ctx.app)
    const first = await outboxFor(ctx.database, account.email)
    expect(first.map((m) => m.template_id)).toEqual(['activation'])

    const { id } = await ctx.app.services.mail.queue({
      template: 'password-changed',
      to: account.email,
      variables: { username: account.username, forgotPasswordUrl: 'http://localhost:3000/forgot-password' },
    })
    const held = (await outboxFor(ctx.database, account.email)).find((m) => m.id === id)
    expect(held?.status).toBe('held')

    await verifyAddress(ctx.app, ctx.database, account.email)
    const released = (await outboxFor(ctx.database, account.email)).find((m) => m.id === id)
    expect(released?.status).toBe('queued')
  })

  it('sends a stranger no recommendation and at most the hourly cap of mails, however often it is asked', async () => {
    const stranger = uniqueEmail('stranger')
    for (let i = 0; i < 24; i += 1) {
      const id = await completedAssessment(ctx.app, 'startup', stranger)
      await post(ctx.app, `/api/send-recommendation-email/${id}`)
    }
    const mails = await outboxFor(ctx.database, stranger)
    expect(mails.filter((m) => m.template_id === 'recommendation' && delivered(m.status))).toEqual([])
    expect(mails.filter((m) => delivered(m.status)).length).toBeLessThanOrEqual(MAIL_LIMITS.perAddressPerHour)
    expect(mails.filter((m) => delivered(m.status)).length).toBeGreaterThan(0)
  })

  it('mails the recommendation once the visitor confirms the address from the link', async () => {
    const visitor = uniqueEmail('visitor')
    const id = await completedAssessment(ctx.app, 'startup', visitor)
    expect((await post(ctx.app, `/api/send-recommendation-email/${id}`)).statusCode).toBe(202)
    const [confirm] = await outboxFor(ctx.database, visitor)
    expect(confirm?.template_id).toBe('verify-email')
    const link = (confirm?.text.match(/https?:\/\/\S+\/api\/email\/verify\?\S+/) ?? [])[0]
    expect(link).toBeDefined()
    const url = new URL(link as string)
    // Opening the link (as a mail scanner does) confirms nothing: it shows a button that posts the token.
    const opened = await request(ctx.app, { method: 'GET', url: url.pathname + url.search })
    expect(opened.statusCode).toBe(200)
    expect(opened.body).toContain('Confirm my address')
    expect(opened.body).toContain(`<form method="post" action="/api/email/verify?token=`)
    expect(opened.headers['referrer-policy']).toBe('same-origin')
    expect(await ctx.app.services.mail.isVerified(visitor)).toBe(false)
    expect((await outboxFor(ctx.database, visitor)).map((m) => m.template_id)).toEqual(['verify-email'])

    const res = await request(ctx.app, {
      method: 'POST',
      url: url.pathname + url.search,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    })
    expect(res.statusCode, res.body).toBe(303)
    expect(res.headers.location).toBe(`/recommendations/${id}`)
    expect(await ctx.app.services.mail.isVerified(visitor)).toBe(true)
    const mails = await outboxFor(ctx.database, visitor)
    expect(mails.filter((m) => m.template_id === 'recommendation').map((m) => m.status)).toEqual(['queued'])
  })

  it('answers a forged or expired confirmation link with a page that says so, on opening and on posting', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await request(ctx.app, { method, url: '/api/email/verify?token=forged.token' })
      expect(res.statusCode).toBe(400)
      expect(res.body).toContain('This link has expired')
    }
  })

  it('refuses a confirmation posted from another site', async () => {
    const visitor = uniqueEmail('crosssite')
    const url = new URL(await ctx.app.services.mail.confirmationUrl(visitor, {}))
    const res = await request(ctx.app, {
      method: 'POST',
      url: url.pathname + url.search,
      headers: { origin: 'https://evil.example' },
    })
    expect(res.statusCode).toBe(403)
    expect(await ctx.app.services.mail.isVerified(visitor)).toBe(false)
  })

  it('does not mail rate alerts to a buyer who has not proved the address', async () => {
    const buyer = await boughtReport(ctx.app)
    const watch = { providerId: 'stripe', type: 'any', frequency: 'immediate' }
    expect((await post(ctx.app, '/api/user/rate-alerts', watch, buyer.session)).statusCode).toBe(201)
    await editStripe(3.3)
    await ctx.app.jobs.runDue()
    const alerts = (await outboxFor(ctx.database, buyer.email)).filter((m) =>
      m.template_id?.startsWith('rate-alert'),
    )
    expect(alerts.filter((m) => delivered(m.status))).toEqual([])
  })
})

describe('rate alert volume', () => {
  it(`caps an account at ${MAIL_LIMITS.alertsPerAccount} alerts`, async () => {
    const buyer = await boughtReport(ctx.app)
    const watch = { providerId: 'stripe', type: 'any', frequency: 'immediate' }
    for (let i = 0; i < MAIL_LIMITS.alertsPerAccount; i += 1) {
      expect((await post(ctx.app, '/api/user/rate-alerts', watch, buyer.session)).statusCode).toBe(201)
    }
    const over = await post(ctx.app, '/api/user/rate-alerts', watch, buyer.session)
    expect(over.statusCode).toBe(409)
    expect(over.json().message).toContain(String(MAIL_LIMITS.alertsPerAccount))
  })

  it('mails one digest per account for a fee change, listing every alert it matches', async () => {
    const buyer = await boughtReport(ctx.app)
    buyer.session = (await verifyAddress(ctx.app, ctx.database, buyer.email)) ?? buyer.session
    for (const type of ['any', 'increase', 'any', 'increase', 'any']) {
      const watch = { providerId: 'stripe', type, frequency: 'immediate' }
      expect((await post(ctx.app, '/api/user/rate-alerts', watch, buyer.session)).statusCode).toBe(201)
    }
    expect((await editStripe(3.5)).alertsQueued).toBe(5)
    await ctx.app.jobs.runDue()
    await ctx.app.jobs.runDue()
    const alerts = (await outboxFor(ctx.database, buyer.email)).filter((m) =>
      m.template_id?.startsWith('rate-alert'),
    )
    expect(alerts).toHaveLength(1)
    expect(alerts[0]?.text).toContain('5 of your alerts')
    expect(alerts[0]?.text).toContain('Stripe')
  })
})
