import { REPORT_ACCESS_DAYS, refundPromiseText } from '@shared/reports/report-terms'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  adminCookie,
  card,
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

const outbox = (email: string) =>
  rows<{ template_id: string; text: string; status: string }>(
    ctx.database,
    sql`select template_id, text, status from email_outbox where "to" = ${email} order by created_at`,
  )

describe('POST /api/create-payment-intent', () => {
  it('prices from the assessment on the server and ignores a tampered amount', async () => {
    const id = await completedAssessment(ctx.app)
    const res = await post(ctx.app, '/api/create-payment-intent', {
      assessmentId: id,
      amount: 0.01,
      reportType: 'paid_startup',
    })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({ amount: 49.99, amountCents: 4999, amountAdjusted: true, freeOrder: false })
    expect(body.paymentIntentId).toMatch(/^pi_/)
    expect(body.clientSecret).toContain('_secret_')
    const [intent] = await rows<{ amount_cents: number }>(
      ctx.database,
      sql`select amount_cents from payment_intents where id = ${body.paymentIntentId}`,
    )
    expect(intent?.amount_cents).toBe(4999)
  })

  it('uses the assessment business type, not the report type the client sends', async () => {
    const id = await completedAssessment(ctx.app, 'enterprise')
    const res = await post(ctx.app, '/api/create-payment-intent', {
      assessmentId: id,
      amount: 49.99,
      reportType: 'paid_startup',
    })
    expect(res.json()).toMatchObject({
      reportType: 'paid_enterprise',
      amountCents: 49999,
      amountAdjusted: true,
    })
  })

  it('rejects negative amounts and unknown assessments', async () => {
    const id = await completedAssessment(ctx.app)
    const negative = await post(ctx.app, '/api/create-payment-intent', { assessmentId: id, amount: -5 })
    expect(negative.statusCode).toBe(400)
    const unknown = await post(ctx.app, '/api/create-payment-intent', { assessmentId: 'A'.repeat(22) })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().message).toBe('Assessment not found')
  })

  it('refuses an assessment that is not completed', async () => {
    const start = await post(ctx.app, '/api/assessment/start', {
      email: uniqueEmail(),
      businessType: 'startup',
    })
    const res = await post(ctx.app, '/api/create-payment-intent', {
      assessmentId: start.json().assessment.id,
    })
    expect(res.statusCode).toBe(400)
  })

  it('applies a promo, charges $0.50 for a total under the minimum, and creates no intent at 0', async () => {
    const admin = await adminCookie(ctx.app, ctx.database)
    const id = await completedAssessment(ctx.app)
    const quarter = await createPromo(ctx.app, admin, { discountPercentage: 25 })
    const ninetyNine = await createPromo(ctx.app, admin, { discountPercentage: 99 })
    const full = await createPromo(ctx.app, admin, { discountPercentage: 100 })
    const q = (
      await post(ctx.app, '/api/create-payment-intent', { assessmentId: id, promoCodeId: quarter.id })
    ).json()
    expect(q).toMatchObject({
      amountCents: 3749,
      discountAmount: 12.5,
      originalAmount: 49.99,
      accessDays: REPORT_ACCESS_DAYS,
    })
    const longer = await createPromo(ctx.app, admin, { discountPercentage: 25, accessDays: 90 })
    const l = (
      await post(ctx.app, '/api/create-payment-intent', { assessmentId: id, promoCodeId: longer.id })
    ).json()
    expect(l).toMatchObject({ amountCents: 3749, accessDays: 90 })
    const n = (
      await post(ctx.app, '/api/create-payment-intent', { assessmentId: id, promoCodeId: ninetyNine.id })
    ).json()
    expect(n).toMatchObject({ amountCents: 50, amount: 0.5 })
    const f = (
      await post(ctx.app, '/api/create-payment-intent', { assessmentId: id, promoCodeId: full.id })
    ).json()
    expect(f).toMatchObject({ amountCents: 0, freeOrder: true, paymentIntentId: null, clientSecret: null })
  })

  it('reuses the unpaid intent of the same order in the same browser, and never hands it to another', async () => {
    const id = await completedAssessment(ctx.app)
    const first = await post(ctx.app, '/api/create-payment-intent', { assessmentId: id })
    const cookie = checkoutCookieOf(first)
    expect(cookie).toBeDefined()
    const again = await post(ctx.app, '/api/create-payment-intent', { assessmentId: id }, cookie)
    expect(again.json().paymentIntentId).toBe(first.json().paymentIntentId)
    const stranger = await post(ctx.app, '/api/create-payment-intent', { assessmentId: id })
    expect(stranger.json().paymentIntentId).not.toBe(first.json().paymentIntentId)
    expect(stranger.json().clientSecret).not.toBe(first.json().clientSecret)
  })
})

describe('sandbox card confirmation', () => {
  it('declines 0002 and 9995 with the processor message and keeps only brand and last 4', async () => {
    const id = await completedAssessment(ctx.app)
    const email = uniqueEmail()
    const declined = await paidIntent(ctx.app, id, email, { cardNumber: card.declined })
    expect(declined.confirm.statusCode).toBe(402)
    expect(declined.confirm.json().message).toBe('Your card was declined.')
    const poor = await paidIntent(ctx.app, id, email, { cardNumber: card.insufficient })
    expect(poor.confirm.json().message).toBe('Your card has insufficient funds.')
    const [row] = await rows<Record<string, unknown>>(
      ctx.database,
      sql`select * from payment_intents where id = ${poor.paymentIntentId}`,
    )
    expect(row).toMatchObject({ status: 'requires_payment_method', card_last4: '9995', card_brand: 'visa' })
    expect(JSON.stringify(row)).not.toContain('4000000000009995')
  })

  it('asks for authentication with 3155 and succeeds once approved', async () => {
    const id = await completedAssessment(ctx.app)
    const { paymentIntentId, clientSecret, confirm } = await paidIntent(ctx.app, id, uniqueEmail(), {
      cardNumber: card.threeDs,
    })
    expect(confirm.json()).toMatchObject({ status: 'requires_action' })
    const approved = await post(ctx.app, `/api/sandbox/payment-intents/${paymentIntentId}/authenticate`, {
      clientSecret,
      approve: true,
    })
    expect(approved.json()).toMatchObject({ status: 'succeeded' })
  })

  it('validates the card fields (Luhn, expiry, CVC) and the client secret', async () => {
    const id = await completedAssessment(ctx.app)
    const intent = (await post(ctx.app, '/api/create-payment-intent', { assessmentId: id })).json()
    const url = `/api/sandbox/payment-intents/${intent.paymentIntentId}/confirm`
    const bad = await post(ctx.app, url, {
      clientSecret: intent.clientSecret,
      cardNumber: '4242 4242 4242 4241',
      expiry: '01 / 20',
      cvc: '12',
    })
    expect(bad.statusCode).toBe(400)
    expect(
      bad
        .json()
        .details.map((d: { path: string }) => d.path)
        .sort(),
    ).toEqual(['cvc', 'expiry', 'number'])
    const wrongSecret = await post(ctx.app, url, {
      clientSecret: 'pi_x_secret_y',
      cardNumber: card.ok,
      expiry: '12 / 34',
      cvc: '123',
    })
    expect(wrongSecret.statusCode).toBe(404)
  })
})

describe('POST /api/payment/success', () => {
  it('creates a pending account, the paid report and both mails, once, however often it is called', async () => {
    const id = await completedAssessment(ctx.app)
    const email = uniqueEmail()
    const { paymentIntentId, cookie: browser } = await paidIntent(ctx.app, id, email)
    const first = await post(ctx.app, '/api/payment/success', { paymentIntentId, email, password }, browser)
    expect(first.statusCode).toBe(200)
    expect(first.json()).toMatchObject({
      success: true,
      account: 'created',
      message: 'Account created! Check your email for confirmation.',
    })
    // The buyer is signed in, in the browser that paid.
    const session = first.cookies.find((c) => c.name.endsWith('pm_session'))
    expect(session?.value).toBeTruthy()
    const me = await get(ctx.app, '/api/user', `${session?.name}=${session?.value}`)
    expect(me.json()).toMatchObject({ email, tier: 'startup' })
    const replay = await post(ctx.app, '/api/payment/success', { paymentIntentId, email, password }, browser)
    expect(replay.statusCode).toBe(200)
    expect(replay.json().reportId).toBe(first.json().reportId)

    // One pending account; its tier ('startup' above) comes from the paid report, not from a stored grant.
    const users = await rows<{ status: string; tier: string }>(
      ctx.database,
      sql`select status, tier from users where email = ${email}`,
    )
    expect(users).toEqual([{ status: 'pending', tier: 'free' }])
    const reports = await rows<{
      amount_cents: number
      snapshot: { recommendations: unknown[]; implementationGuide: unknown[] }
    }>(
      ctx.database,
      sql`select r.amount_cents, r.snapshot from reports r join users u on u.id = r.user_id where u.email = ${email}`,
    )
    expect(reports).toHaveLength(1)
    expect(reports[0]?.amount_cents).toBe(4999)
    expect(reports[0]?.snapshot.recommendations.length).toBeGreaterThan(5)
    expect(reports[0]?.snapshot.implementationGuide.length).toBeGreaterThan(3)
    expect((await outbox(email)).map((m) => m.template_id).sort()).toEqual([
      'activation',
      'purchase-confirmation',
    ])
    // The confirmation is a receipt: report, amount, date, order number and the dashboard link.
    const receipt = (await outbox(email)).find((m) => m.template_id === 'purchase-confirmation')?.text ?? ''
    expect(receipt).toContain('Amount paid: $49.99')
    expect(receipt).toMatch(/Date: [A-Z][a-z]+ \d{1,2}, \d{4}/)
    expect(receipt).toContain(`Order number: ${first.json().reportId}`)
    expect(receipt).toContain('/dashboard')
    // The access period the price buys, from the constant, and the guarantee as the refund policy words it.
    expect(receipt).toMatch(
      new RegExp(`Access: ${REPORT_ACCESS_DAYS} days, until [A-Z][a-z]+ \\d{1,2}, \\d{4}`),
    )
    expect(receipt).toContain(refundPromiseText)

    // The buyer signs in with the password chosen at checkout and sees the report.
    const login = await post(ctx.app, '/api/login', { username: email, password })
    expect(login.statusCode).toBe(200)
    const cookie = login.cookies.find((c) => c.name.endsWith('pm_session'))
    const list = await get(ctx.app, '/api/user/reports', `${cookie?.name}=${cookie?.value}`)
    expect(list.json()).toHaveLength(1)
    expect(list.json()[0]).toMatchObject({ reportType: 'paid_startup', assessmentId: id, amount: 49.99 })
  })

  it('refuses an intent that has not succeeded, an unknown one, and another email than the payer', async () => {
    const id = await completedAssessment(ctx.app)
    const email = uniqueEmail()
    const created = await post(ctx.app, '/api/create-payment-intent', { assessmentId: id })
    const unpaid = created.json()
    const notPaidCookie = checkoutCookieOf(created)
    await post(
      ctx.app,
      '/api/checkout/buyer',
      { paymentIntentId: unpaid.paymentIntentId, email },
      notPaidCookie,
    )
    const notPaid = await post(
      ctx.app,
      '/api/payment/success',
      { paymentIntentId: unpaid.paymentIntentId, email, password },
      notPaidCookie,
    )
    expect(notPaid.statusCode).toBe(400)
    expect(notPaid.json().message).toBe('This payment has not been completed.')
    const unknown = await post(ctx.app, '/api/payment/success', {
      paymentIntentId: 'pi_unknown',
      email,
      password,
    })
    expect(unknown.statusCode).toBe(400)
    const { paymentIntentId, cookie } = await paidIntent(ctx.app, id, email, {})
    const thief = await post(
      ctx.app,
      '/api/payment/success',
      { paymentIntentId, email: uniqueEmail('thief'), password },
      cookie,
    )
    expect(thief.statusCode).toBe(400)
    expect(await rows(ctx.database, sql`select id from reports`)).toHaveLength(0)
  })

  it('refuses an intent whose order no longer matches what was recorded', async () => {
    const id = await completedAssessment(ctx.app)
    const email = uniqueEmail()
    const { paymentIntentId, cookie } = await paidIntent(ctx.app, id, email)
    await ctx.database.db.execute(
      sql`update payment_intents set metadata = '{"assessmentId":"other"}' where id = ${paymentIntentId}`,
    )
    const res = await post(ctx.app, '/api/payment/success', { paymentIntentId, email, password }, cookie)
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('This payment does not belong to this order.')
  })

  it('attaches the report to an existing account the buyer is signed in to, without changing its password', async () => {
    const id = await completedAssessment(ctx.app, 'enterprise')
    const email = uniqueEmail()
    const reg = await post(ctx.app, '/api/register', {
      email,
      username: email.split('@')[0],
      password: 'original pw 1',
    })
    expect(reg.statusCode).toBe(201)
    const session = sessionCookieOf(reg)
    const { paymentIntentId, cookie } = await paidIntent(ctx.app, id, email, { session })
    const res = await post(
      ctx.app,
      '/api/payment/success',
      { paymentIntentId, email, password: 'another pw 12' },
      cookie,
    )
    expect(res.json()).toMatchObject({ account: 'existing' })
    expect(res.cookies.find((c) => c.name.endsWith('pm_session'))).toBeUndefined()
    expect(
      (await post(ctx.app, '/api/login', { username: email, password: 'another pw 12' })).statusCode,
    ).toBe(401)
    const login = await post(ctx.app, '/api/login', { username: email, password: 'original pw 1' })
    expect(login.json().tier).toBe('enterprise')
    // The sign-up's activation link; the receipt waits until the address is verified.
    expect((await outbox(email)).map((m) => [m.template_id, m.status])).toEqual([
      ['activation', 'queued'],
      ['purchase-confirmation', 'held'],
    ])
  })
})

describe('POST /api/payment/free-order', () => {
  it('refuses a 25% promo with a clear error and creates nothing', async () => {
    const admin = await adminCookie(ctx.app, ctx.database)
    const id = await completedAssessment(ctx.app)
    const promo = await createPromo(ctx.app, admin, { discountPercentage: 25 })
    const email = uniqueEmail()
    const res = await post(ctx.app, '/api/payment/free-order', {
      email,
      password,
      assessmentId: id,
      reportType: 'paid_startup',
      promoCodeId: promo.id,
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('This order is not free: the total is $37.49. Please pay by card.')
    expect(await rows(ctx.database, sql`select id from users where email = ${email}`)).toHaveLength(0)
    expect(await rows(ctx.database, sql`select id from reports`)).toHaveLength(0)
    const [p] = await rows<{ current_uses: number }>(ctx.database, sql`select current_uses from promo_codes`)
    expect(p?.current_uses).toBe(0)
  })

  it('places a 100% order: account, report with the promo access days, one use counted', async () => {
    const admin = await adminCookie(ctx.app, ctx.database)
    const id = await completedAssessment(ctx.app)
    const promo = await createPromo(ctx.app, admin, { discountPercentage: 100, accessDays: 90, maxUses: 1 })
    const email = uniqueEmail()
    const body = { email, password, assessmentId: id, reportType: 'paid_startup', promoCodeId: promo.id }
    const res = await post(ctx.app, '/api/payment/free-order', body)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ success: true, account: 'created' })
    const [report] = await rows<{ amount_cents: number; days: number }>(
      ctx.database,
      sql`select amount_cents, round(extract(epoch from expires_at - created_at) / 86400)::int as days from reports`,
    )
    expect(report).toEqual({ amount_cents: 0, days: 90 })
    const again = await post(ctx.app, '/api/payment/free-order', { ...body, email: uniqueEmail() })
    expect(again.statusCode).toBe(400)
    expect(again.json().message).toBe('This promo code has reached its usage limit')
  })
})
