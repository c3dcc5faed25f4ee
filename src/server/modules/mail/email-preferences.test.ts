import { describe, expect, it } from 'vitest'
import { completedAssessment, get, post, uniqueEmail } from '../../../../tests/helpers/checkout'
import { outboxFor, verifyAddress } from '../../../../tests/helpers/mailbox-api'
import { request, setupTestApp, signUp } from '../../../../tests/helpers/test-app'

const ctx = setupTestApp()

const put = (url: string, payload: unknown, cookie?: string) =>
  request(ctx.app, { method: 'PUT', url, payload: payload as object, cookie })

/** A verified visitor's recommendation mail, and the unsubscribe URL it carries. */
async function recommendationMail(email: string) {
  await ctx.app.services.mail.addressVerified(email)
  const id = await completedAssessment(ctx.app, 'startup', email)
  expect((await post(ctx.app, `/api/send-recommendation-email/${id}`)).statusCode).toBe(202)
  const mail = (await outboxFor(ctx.database, email)).find((m) => m.template_id === 'recommendation')
  const header = mail?.headers?.['List-Unsubscribe'] ?? ''
  return { id, mail, url: new URL(header.slice(1, -1)) }
}

describe('one-click unsubscribe (RFC 8058)', () => {
  it('unsubscribes by a POST with the signed token, without signing in or an Origin; a GET only asks', async () => {
    const email = uniqueEmail('reader')
    const { url, mail } = await recommendationMail(email)
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    expect(mail?.text).toContain(url.toString())

    const page = await ctx.app.inject({ method: 'GET', url: url.pathname + url.search })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('<form method="post"')
    expect(await ctx.app.services.mail.preferences(email)).toEqual({
      rateAlerts: true,
      recommendations: true,
    })

    const click = await ctx.app.inject({
      method: 'POST',
      url: url.pathname + url.search,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    })
    expect(click.statusCode, click.body).toBe(200)
    expect(click.body).toContain('You are unsubscribed')
    expect(await ctx.app.services.mail.preferences(email)).toEqual({
      rateAlerts: true,
      recommendations: false,
    })

    // The next recommendation is not sent.
    const again = await completedAssessment(ctx.app, 'startup', email)
    await post(ctx.app, `/api/send-recommendation-email/${again}`)
    const last = (await outboxFor(ctx.database, email)).at(-1)
    expect(last).toMatchObject({ template_id: 'recommendation', status: 'withheld' })
  })

  it('refuses a forged or altered token', async () => {
    const { url } = await recommendationMail(uniqueEmail('forger'))
    const token = url.searchParams.get('token') ?? ''
    const [body] = token.split('.')
    const other = Buffer.from(JSON.stringify({ a: 'victim@example.com', p: 'rateAlerts' })).toString(
      'base64url',
    )
    for (const bad of [`${other}.${token.split('.')[1]}`, `${body}.AAAA`, 'nonsense']) {
      const res = await ctx.app.inject({ method: 'POST', url: `/api/email/unsubscribe?token=${bad}` })
      expect(res.statusCode).toBe(400)
    }
    expect(await ctx.app.services.mail.preferences('victim@example.com')).toEqual({
      rateAlerts: true,
      recommendations: true,
    })
  })
})

describe('email preferences in Account Settings', () => {
  it('shows and saves which optional mails the account gets, and whether its address is verified', async () => {
    const account = await signUp(ctx.app)
    const first = await get(ctx.app, '/api/user/email-preferences', account.cookie)
    expect(first.json()).toEqual({
      email: account.email,
      verified: false,
      preferences: { rateAlerts: true, recommendations: true },
    })
    const saved = await put('/api/user/email-preferences', { rateAlerts: false }, account.cookie)
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json().preferences).toEqual({ rateAlerts: false, recommendations: true })
    expect((await put('/api/user/email-preferences', {}, account.cookie)).statusCode).toBe(400)
    expect((await get(ctx.app, '/api/user/email-preferences')).statusCode).toBe(401)

    const proven = await verifyAddress(ctx.app, ctx.database, account.email)
    expect((await get(ctx.app, '/api/user/email-preferences', proven)).json()).toMatchObject({
      verified: true,
      preferences: { rateAlerts: false, recommendations: true },
    })
  })

  it('mails a new verification link on request, and says so when the address is already verified', async () => {
    const account = await signUp(ctx.app)
    const res = await post(ctx.app, '/api/user/verification-email', undefined, account.cookie)
    expect(res.json().message).toBe('We sent you a new verification link.')
    expect((await outboxFor(ctx.database, account.email)).map((m) => m.template_id)).toEqual([
      'activation',
      'activation',
    ])
    const proven = await verifyAddress(ctx.app, ctx.database, account.email)
    const done = await post(ctx.app, '/api/user/verification-email', undefined, proven)
    expect(done.json().message).toBe('Your email address is already verified.')
  })
})
