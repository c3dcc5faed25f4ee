import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  adminCookie,
  checkoutCookieOf,
  completedAssessment,
  createPromo,
  get,
  paidIntent,
  post,
  rows,
  uniqueEmail,
} from '../../../../tests/helpers/checkout'
import { sessionCookieOf, setupTestApp } from '../../../../tests/helpers/test-app'

const ctx = setupTestApp()
const password = 'buyer password 1'

describe("nobody else can claim a buyer's purchase", () => {
  it("keeps the buyer's email out of the public order summary", async () => {
    const email = uniqueEmail('private')
    const id = await completedAssessment(ctx.app, 'startup', email)
    const res = await get(ctx.app, `/api/checkout/${id}`)
    expect(res.statusCode).toBe(200)
    expect(res.body).not.toContain(email)
  })

  it('refuses the success call, and the naming of a buyer, from a browser that did not create the intent', async () => {
    const id = await completedAssessment(ctx.app)
    const email = uniqueEmail()
    const { paymentIntentId, cookie } = await paidIntent(ctx.app, id, email)

    // Someone with the shareable link: no checkout cookie, or a checkout cookie of their own.
    const own = checkoutCookieOf(await post(ctx.app, '/api/create-payment-intent', { assessmentId: id }))
    for (const stranger of [undefined, own]) {
      const success = await post(
        ctx.app,
        '/api/payment/success',
        { paymentIntentId, email, password: 'attacker pw 123' },
        stranger,
      )
      expect(success.statusCode).toBe(400)
      expect(success.json().message).toBe('Payment not found')
      const rename = await post(
        ctx.app,
        '/api/checkout/buyer',
        { paymentIntentId, email: uniqueEmail() },
        stranger,
      )
      expect(rename.statusCode).toBe(400)
    }
    expect(await rows(ctx.database, sql`select id from users where email = ${email}`)).toHaveLength(0)

    // The buyer's own browser still completes the purchase with the buyer's password.
    const mine = await post(ctx.app, '/api/payment/success', { paymentIntentId, email, password }, cookie)
    expect(mine.statusCode).toBe(200)
    expect((await post(ctx.app, '/api/login', { username: email, password })).statusCode).toBe(200)
  })

  it('answers a buyer whose email has an account exactly as a new buyer, and holds the report off that account until the address is proven', async () => {
    const victim = uniqueEmail('victim')
    // Someone registers the buyer's address first.
    const squatter = await post(ctx.app, '/api/register', {
      email: victim,
      username: `sq${Date.now().toString(36)}`,
      password: 'squatter pw 123',
    })
    expect(squatter.statusCode).toBe(201)
    const taken = await paidIntent(ctx.app, await completedAssessment(ctx.app), victim)
    const fresh = await paidIntent(ctx.app, await completedAssessment(ctx.app), uniqueEmail('fresh'))
    // The buyer step tells nobody whether the address has an account.
    expect(taken.buyer.statusCode).toBe(fresh.buyer.statusCode)
    expect(taken.buyer.body).toBe(fresh.buyer.body)
    expect(taken.buyer.json()).toEqual({ ok: true })

    expect(taken.confirm.json()).toMatchObject({ status: 'succeeded' })
    const success = await post(
      ctx.app,
      '/api/payment/success',
      { paymentIntentId: taken.paymentIntentId, email: victim, password },
      taken.cookie,
    )
    expect(success.statusCode).toBe(200)
    expect(success.json()).toMatchObject({ account: 'existing' })
    expect(sessionCookieOf(success)).toBeUndefined()
    // The squatter, who knows the account's password, sees no report and no new plan.
    const squatterSession = sessionCookieOf(squatter)
    expect((await get(ctx.app, '/api/user/reports', squatterSession)).json()).toEqual([])
    expect((await get(ctx.app, '/api/user', squatterSession)).json().tier).toBe('free')

    // The address's owner follows the emailed link, sets a password and finds the report.
    const [mail] = await rows<{ text: string }>(
      ctx.database,
      // The purchase's set-password link (the sign-up mailed its own activation link before).
      sql`select text from email_outbox where "to" = ${victim} and template_id = 'activation' and text like '%/reset-password?token=%'`,
    )
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1]
    expect(token).toBeDefined()
    const reset = await post(ctx.app, '/api/reset-password', { token, newPassword: 'the real owner pw 1' })
    expect(reset.statusCode).toBe(200)
    const owner = sessionCookieOf(
      await post(ctx.app, '/api/login', { username: victim, password: 'the real owner pw 1' }),
    )
    const reports = (await get(ctx.app, '/api/user/reports', owner)).json()
    expect(reports).toHaveLength(1)
    expect((await get(ctx.app, '/api/user', owner)).json().tier).toBe('startup')
    // The squatter's sessions ended with the reset.
    expect((await get(ctx.app, '/api/user', squatterSession)).statusCode).toBe(401)
  })

  it('hands an account the buyer was not signed in to over to whoever proves the address', async () => {
    const email = uniqueEmail('late')
    const id = await completedAssessment(ctx.app)
    const { paymentIntentId, cookie } = await paidIntent(ctx.app, id, email)
    // The address is registered by someone else while the payment is under way.
    await post(ctx.app, '/api/register', {
      email,
      username: `lt${Date.now().toString(36)}`,
      password: 'squatter pw 123',
    })
    const res = await post(ctx.app, '/api/payment/success', { paymentIntentId, email, password }, cookie)
    expect(res.json()).toMatchObject({ account: 'existing' })
    expect(res.cookies.find((c) => c.name.endsWith('pm_session'))).toBeUndefined()
    const mails = await rows<{ template_id: string; text: string }>(
      ctx.database,
      sql`select template_id, text from email_outbox where "to" = ${email} and template_id = 'activation' and text like '%/reset-password?token=%'`,
    )
    expect(mails).toHaveLength(1)
    expect(mails[0]?.text).toContain('/reset-password?token=')
  })

  it('holds a free order for an email whose account this browser is not signed in to', async () => {
    const admin = await adminCookie(ctx.app, ctx.database)
    const promo = await createPromo(ctx.app, admin, { discountPercentage: 100, maxUses: 5 })
    const email = uniqueEmail('taken')
    const reg = await post(ctx.app, '/api/register', {
      email,
      username: `tk${Date.now().toString(36)}`,
      password,
    })
    const body = { email, password, assessmentId: await completedAssessment(ctx.app), promoCodeId: promo.id }
    const stranger = await post(ctx.app, '/api/payment/free-order', body)
    expect(stranger.statusCode).toBe(200)
    expect(stranger.json()).toMatchObject({ account: 'existing' })
    expect((await get(ctx.app, '/api/user/reports', sessionCookieOf(reg))).json()).toEqual([])
    const own = { ...body, assessmentId: await completedAssessment(ctx.app) }
    const signedIn = await post(ctx.app, '/api/payment/free-order', own, sessionCookieOf(reg))
    expect(signedIn.statusCode).toBe(200)
    expect(signedIn.json()).toMatchObject({ account: 'existing' })
    expect((await get(ctx.app, '/api/user/reports', sessionCookieOf(reg))).json()).toHaveLength(1)
  })
})

describe('one payment per report, and promo codes as they hold at payment time', () => {
  it('answers 409 with the dashboard for an assessment whose report is already paid', async () => {
    const id = await completedAssessment(ctx.app)
    const email = uniqueEmail()
    const { paymentIntentId, cookie } = await paidIntent(ctx.app, id, email)
    expect(
      (await post(ctx.app, '/api/payment/success', { paymentIntentId, email, password }, cookie)).statusCode,
    ).toBe(200)
    const again = await post(ctx.app, '/api/create-payment-intent', { assessmentId: id }, cookie)
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe(
      'You have already bought the full report for this assessment. Open it from your dashboard.',
    )
    expect(again.headers.location).toMatch(/\/dashboard$/)
  })

  it('refuses to charge with a promo code deactivated after the intent was created', async () => {
    const admin = await adminCookie(ctx.app, ctx.database)
    const promo = await createPromo(ctx.app, admin, { discountPercentage: 50 })
    const id = await completedAssessment(ctx.app)
    const intent = await post(ctx.app, '/api/create-payment-intent', {
      assessmentId: id,
      promoCodeId: promo.id,
    })
    expect(intent.json().amountCents).toBeLessThan(4999)
    await ctx.database.db.execute(sql`update promo_codes set is_active = false where id = ${promo.id}`)
    const buyer = await post(
      ctx.app,
      '/api/checkout/buyer',
      { paymentIntentId: intent.json().paymentIntentId, email: uniqueEmail() },
      checkoutCookieOf(intent),
    )
    expect(buyer.statusCode).toBe(409)
    expect(buyer.json().message).toBe(
      'This promo code can no longer be used. Please review the updated price.',
    )
  })

  it('refuses to price a second order with a single-use code another order holds or has used', async () => {
    const admin = await adminCookie(ctx.app, ctx.database)
    const promo = await createPromo(ctx.app, admin, { discountPercentage: 50, maxUses: 1 })
    const firstEmail = uniqueEmail()
    const first = await paidIntent(ctx.app, await completedAssessment(ctx.app), firstEmail, {
      promoCodeId: promo.id,
    })
    const secondOrder = () =>
      post(ctx.app, '/api/create-payment-intent', {
        assessmentId: secondId,
        promoCodeId: promo.id,
      })
    const secondId = await completedAssessment(ctx.app)
    const held = await secondOrder()
    expect(held.statusCode).toBe(400)
    expect(held.json().message).toBe('This promo code has reached its usage limit')
    const done = await post(
      ctx.app,
      '/api/payment/success',
      { paymentIntentId: first.paymentIntentId, email: firstEmail, password },
      first.cookie,
    )
    expect(done.statusCode).toBe(200)
    const [use] = await rows<{ current_uses: number }>(
      ctx.database,
      sql`select current_uses from promo_codes where id = ${promo.id}`,
    )
    expect(use?.current_uses).toBe(1)
    expect((await secondOrder()).statusCode).toBe(400)
  })
})

describe('what was paid for stays paid, for as long as it was paid for', () => {
  it("gives a paid report the promo's access days and withholds its content once it has expired", async () => {
    const admin = await adminCookie(ctx.app, ctx.database)
    const promo = await createPromo(ctx.app, admin, { discountPercentage: 50, accessDays: 7 })
    const id = await completedAssessment(ctx.app)
    const email = uniqueEmail()
    const { paymentIntentId, cookie } = await paidIntent(ctx.app, id, email, { promoCodeId: promo.id })
    const paid = await post(ctx.app, '/api/payment/success', { paymentIntentId, email, password }, cookie)
    const session = sessionCookieOf(paid)
    const [report] = await rows<{ days: number }>(
      ctx.database,
      sql`select round(extract(epoch from expires_at - created_at) / 86400)::int as days from reports`,
    )
    expect(report?.days).toBe(7)
    const fresh = (await get(ctx.app, '/api/user/reports', session)).json()
    expect(fresh[0]).toMatchObject({ expired: false })
    expect(fresh[0].recommendations.length).toBeGreaterThan(5)

    await ctx.database.db.execute(sql`update reports set expires_at = now() - interval '400 days'`)
    const stale = (await get(ctx.app, '/api/user/reports', session)).json()
    expect(stale[0]).toMatchObject({
      expired: true,
      recommendations: [],
      implementationGuide: [],
      savings: null,
    })
  })
})
