import { sql } from 'drizzle-orm'
import Stripe from 'stripe'
import { afterAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/server/app'
import { loadConfig } from '../../src/server/config'
import { createStripeGateway } from '../../src/server/integrations/payments/stripe-gateway'
import {
  adminCookie,
  checkoutCookieOf,
  completedAssessment,
  createPromo,
  paidIntent,
  post,
  rows,
  uniqueEmail,
} from '../helpers/checkout'
import { startFakeStripe } from '../helpers/fake-stripe'
import { request, setupTestApp, type TestApp, testEnv } from '../helpers/test-app'

// Row locks and conditional updates only race on a real server: PGlite has a single connection.
describe.runIf(process.env.TEST_DATABASE_URL)('checkout under concurrency (PostgreSQL)', () => {
  const ctx = setupTestApp()
  const password = 'buyer password 1'
  let stripeApp: TestApp | undefined
  let fake: Awaited<ReturnType<typeof startFakeStripe>> | undefined
  afterAll(async () => {
    await stripeApp?.close()
    await fake?.close()
  })

  it('20 parallel free orders with a one-use 100% promo: exactly one succeeds', async () => {
    const admin = await adminCookie(ctx.app, ctx.database)
    const promo = await createPromo(ctx.app, admin, { discountPercentage: 100, maxUses: 1 })
    const id = await completedAssessment(ctx.app)
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        post(ctx.app, '/api/payment/free-order', {
          email: uniqueEmail(),
          password,
          assessmentId: id,
          reportType: 'paid_startup',
          promoCodeId: promo.id,
        }),
      ),
    )
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1)
    expect(results.filter((r) => r.statusCode === 400)).toHaveLength(19)
    const [p] = await rows<{ current_uses: number }>(ctx.database, sql`select current_uses from promo_codes`)
    expect(p?.current_uses).toBe(1)
    expect(await rows(ctx.database, sql`select id from reports`)).toHaveLength(1)
    expect(await rows(ctx.database, sql`select id from users where role = 'user'`)).toHaveLength(1)
  })

  it('the same success call 5 times in parallel: one account, one report, one of each mail', async () => {
    const id = await completedAssessment(ctx.app)
    const email = uniqueEmail()
    const { paymentIntentId, cookie } = await paidIntent(ctx.app, id, email)
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        post(ctx.app, '/api/payment/success', { paymentIntentId, email, password }, cookie),
      ),
    )
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200])
    expect(new Set(results.map((r) => r.json().reportId)).size).toBe(1)
    expect(await rows(ctx.database, sql`select id from users where email = ${email}`)).toHaveLength(1)
    expect(await rows(ctx.database, sql`select id from reports`)).toHaveLength(1)
    const mails = await rows<{ template_id: string }>(
      ctx.database,
      sql`select template_id from email_outbox where "to" = ${email} order by template_id`,
    )
    expect(mails.map((m) => m.template_id)).toEqual(['activation', 'purchase-confirmation'])
  })

  it('the same webhook event 5 times in parallel, racing the success call: one of everything', async () => {
    fake = await startFakeStripe()
    stripeApp = await buildApp(
      loadConfig({
        ...testEnv,
        PAYMENT_GATEWAY: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_x',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
      }),
      {
        database: ctx.database,
        paymentGateway: createStripeGateway({
          secretKey: 'sk_test_x',
          webhookSecret: 'whsec_race',
          host: '127.0.0.1',
          port: fake.port,
          protocol: 'http',
        }),
      },
    )
    const a = stripeApp
    const id = await completedAssessment(a)
    const created = await post(a, '/api/create-payment-intent', { assessmentId: id })
    const { paymentIntentId } = created.json()
    const cookie = checkoutCookieOf(created)
    const email = uniqueEmail()
    expect((await post(a, '/api/checkout/buyer', { paymentIntentId, email }, cookie)).statusCode).toBe(200)
    const intent = fake.succeed(paymentIntentId, email)
    const payload = JSON.stringify({
      id: 'evt_race',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: intent },
    })
    const header = new Stripe('sk_test_x').webhooks.generateTestHeaderString({
      payload,
      secret: 'whsec_race',
    })
    const deliveries = Array.from({ length: 5 }, () =>
      request(a, {
        method: 'POST',
        url: '/api/webhooks/stripe',
        payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': header },
      }),
    )
    const success = post(a, '/api/payment/success', { paymentIntentId, email, password }, cookie)
    const results = await Promise.all([...deliveries, success])
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200])
    const outcomes = results.slice(0, 5).map((r) => r.json().outcome)
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(4)
    expect(await rows(ctx.database, sql`select id from users where email = ${email}`)).toHaveLength(1)
    expect(await rows(ctx.database, sql`select id from reports`)).toHaveLength(1)
    expect(await rows(ctx.database, sql`select id from webhook_events`)).toHaveLength(1)
    const mails = await rows<{ template_id: string }>(
      ctx.database,
      sql`select template_id from email_outbox where "to" = ${email} order by template_id`,
    )
    expect(mails.map((m) => m.template_id)).toEqual(['activation', 'purchase-confirmation'])
    // Whichever came first, the buyer signs in with the password chosen at checkout.
    expect((await post(a, '/api/login', { username: email, password })).statusCode).toBe(200)
  })

  it('two parallel resets with one token: exactly one succeeds', async () => {
    const reg = await post(ctx.app, '/api/register', {
      email: uniqueEmail(),
      username: `u${Date.now()}`,
      password,
    })
    const email = reg.json().email as string
    await post(ctx.app, '/api/forgot-password', { email })
    await ctx.app.jobs.runDue()
    // The reset mail, not the verification link that sign-up sends first.
    const [mail] = await rows<{ text: string }>(
      ctx.database,
      sql`select text from email_outbox where "to" = ${email} and template_id = 'password-reset'`,
    )
    const token = /reset-password\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1]
    const results = await Promise.all(
      ['first password', 'second password'].map((newPassword) =>
        post(ctx.app, '/api/reset-password', { token, newPassword }),
      ),
    )
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400])
  })
})
