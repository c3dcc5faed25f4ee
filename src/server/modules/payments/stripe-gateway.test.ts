import { sql } from 'drizzle-orm'
import Stripe from 'stripe'
import { afterAll, describe, expect, it } from 'vitest'
import {
  adminCookie,
  checkoutCookieOf,
  completedAssessment,
  createPromo,
  post,
  rows,
  uniqueEmail,
} from '../../../../tests/helpers/checkout'
import { type FakeIntent, startFakeStripe } from '../../../../tests/helpers/fake-stripe'
import { request, setupTestApp, type TestApp, testEnv } from '../../../../tests/helpers/test-app'
import { buildApp } from '../../app'
import { loadConfig } from '../../config'
import { createStripeGateway } from '../../integrations/payments/stripe-gateway'

const secret = 'whsec_test_secret'
const fake = await startFakeStripe()
const ctx = setupTestApp()
let app: TestApp
const stripe = new Stripe('sk_test_fake')

afterAll(async () => {
  await app?.close()
  await fake.close()
})

/** An app on the same database as ctx, with the Stripe adapter pointed at the local fake. */
async function stripeApp() {
  app ??= await buildApp(
    loadConfig({
      ...testEnv,
      PAYMENT_GATEWAY: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
      STRIPE_WEBHOOK_SECRET: 'whsec_fake',
    }),
    {
      database: ctx.database,
      paymentGateway: createStripeGateway({
        secretKey: 'sk_test_fake',
        webhookSecret: secret,
        host: '127.0.0.1',
        port: fake.port,
        protocol: 'http',
      }),
    },
  )
  return app
}

const eventFor = (intent: FakeIntent, id = `evt_${Math.random().toString(36).slice(2)}`) =>
  JSON.stringify({ id, object: 'event', type: 'payment_intent.succeeded', data: { object: intent } })

const deliver = (a: TestApp, payload: string, header: string) =>
  request(a, {
    method: 'POST',
    url: '/api/webhooks/stripe',
    payload,
    headers: {
      'content-type': 'application/json',
      'stripe-signature': header,
      origin: 'https://hooks.stripe.example',
    },
  })

describe('Stripe adapter against a local fake of the Stripe API', () => {
  it('creates the intent at Stripe for the server price with an idempotency key', async () => {
    const a = await stripeApp()
    const id = await completedAssessment(a)
    const res = await post(a, '/api/create-payment-intent', { assessmentId: id, amount: 1 })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({ gateway: 'stripe', amountCents: 4999, amountAdjusted: true })
    const created = fake.requests.find((r) => r.method === 'POST' && r.path === '/v1/payment_intents')
    expect(created?.body.get('amount')).toBe('4999')
    expect(created?.body.get('currency')).toBe('usd')
    expect(created?.body.get('metadata[assessmentId]')).toBe(id)
    expect(created?.idempotencyKey).toBeTruthy()
    expect(body.clientSecret).toBe(fake.intents.get(body.paymentIntentId)?.client_secret)
  })

  it('accepts a signed webhook, fulfils once, and treats redeliveries as duplicates', async () => {
    const a = await stripeApp()
    const id = await completedAssessment(a)
    const created = await post(a, '/api/create-payment-intent', { assessmentId: id })
    const { paymentIntentId } = created.json()
    const cookie = checkoutCookieOf(created)
    const email = uniqueEmail()
    expect((await post(a, '/api/checkout/buyer', { paymentIntentId, email }, cookie)).statusCode).toBe(200)
    const payload = eventFor(fake.succeed(paymentIntentId, email), 'evt_once')
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret })
    const first = await deliver(a, payload, header)
    expect(first.statusCode).toBe(200)
    expect(first.json()).toEqual({ received: true, outcome: 'fulfilled' })
    expect((await deliver(a, payload, header)).json().outcome).toBe('duplicate')
    expect(
      await rows(ctx.database, sql`select id from reports where payment_intent_id = ${paymentIntentId}`),
    ).toHaveLength(1)

    // The browser reports the payment afterwards: the buyer's password now applies.
    const success = await post(
      a,
      '/api/payment/success',
      { paymentIntentId, email, password: 'chosen password' },
      cookie,
    )
    expect(success.json()).toMatchObject({ account: 'created' })
    expect((await post(a, '/api/login', { username: email, password: 'chosen password' })).statusCode).toBe(
      200,
    )
  })

  it('refuses a bad signature, a wrong secret, a stale timestamp and a re-serialised body', async () => {
    const a = await stripeApp()
    const id = await completedAssessment(a)
    const { paymentIntentId } = (await post(a, '/api/create-payment-intent', { assessmentId: id })).json()
    const intent = fake.succeed(paymentIntentId, uniqueEmail())
    const payload = eventFor(intent)
    const cases = [
      'nonsense',
      stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_wrong' }),
      stripe.webhooks.generateTestHeaderString({
        payload,
        secret,
        timestamp: Math.floor(Date.now() / 1000) - 301,
      }),
    ]
    for (const header of cases) {
      const res = await deliver(a, payload, header)
      expect(res.statusCode).toBe(400)
    }
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret })
    expect((await deliver(a, JSON.stringify(JSON.parse(payload), null, 2), header)).statusCode).toBe(400)
    expect(
      (
        await request(a, {
          method: 'POST',
          url: '/api/webhooks/stripe',
          payload,
          headers: { 'content-type': 'application/json' },
        })
      ).statusCode,
    ).toBe(400)
    expect(await rows(ctx.database, sql`select id from reports`)).toHaveLength(0)
    expect(await rows(ctx.database, sql`select id from webhook_events`)).toHaveLength(0)
  })

  it('refuses the success call while Stripe says the intent is unpaid', async () => {
    const a = await stripeApp()
    const id = await completedAssessment(a)
    const created = await post(a, '/api/create-payment-intent', { assessmentId: id })
    const { paymentIntentId } = created.json()
    const cookie = checkoutCookieOf(created)
    const email = uniqueEmail()
    expect((await post(a, '/api/checkout/buyer', { paymentIntentId, email }, cookie)).statusCode).toBe(200)
    const res = await post(
      a,
      '/api/payment/success',
      { paymentIntentId, email, password: 'chosen password' },
      cookie,
    )
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('This payment has not been completed.')
  })

  it('refunds through Stripe once and revokes the report when charge.refunded arrives for a dashboard refund', async () => {
    const a = await stripeApp()
    const paid = async () => {
      const id = await completedAssessment(a)
      const created = await post(a, '/api/create-payment-intent', { assessmentId: id })
      const { paymentIntentId } = created.json()
      const cookie = checkoutCookieOf(created)
      const email = uniqueEmail()
      await post(a, '/api/checkout/buyer', { paymentIntentId, email }, cookie)
      fake.succeed(paymentIntentId, email)
      const success = await post(
        a,
        '/api/payment/success',
        { paymentIntentId, email, password: 'pw chosen 1' },
        cookie,
      )
      return { paymentIntentId, reportId: success.json().reportId as string }
    }

    const first = await paid()
    const admin = await adminCookie(a, ctx.database)
    const refunded = await post(a, `/api/admin/reports/${first.reportId}/refund`, undefined, admin)
    expect(refunded.json()).toMatchObject({ status: 'refunded' })
    const call = fake.requests.find((r) => r.path === '/v1/refunds')
    expect(call?.body.get('payment_intent')).toBe(first.paymentIntentId)
    expect(call?.body.get('amount')).toBe('4999')
    expect(call?.idempotencyKey).toBe(`refund-${first.reportId}`)

    // Refunded in Stripe's own dashboard: the event revokes the report, once.
    const second = await paid()
    const charge = { id: 'ch_1', object: 'charge', payment_intent: second.paymentIntentId, refunded: true }
    const payload = JSON.stringify({
      id: 'evt_refund',
      object: 'event',
      type: 'charge.refunded',
      data: { object: charge },
    })
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret })
    expect((await deliver(a, payload, header)).json().outcome).toBe('refunded')
    expect((await deliver(a, payload, header)).json().outcome).toBe('duplicate')
    const [row] = await rows<{ refunded_at: Date | null }>(
      ctx.database,
      sql`select refunded_at from reports where id = ${second.reportId}`,
    )
    expect(row?.refunded_at).not.toBeNull()
  })

  it('cancels at Stripe a checkout whose promo hold ended, and leaves one the buyer paid meanwhile', async () => {
    const a = await stripeApp()
    const promo = await createPromo(a, await adminCookie(a, ctx.database), {
      discountPercentage: 25,
      maxUses: 2,
    })
    const start = async () => {
      const created = await post(a, '/api/create-payment-intent', {
        assessmentId: await completedAssessment(a),
        promoCodeId: promo.id,
      })
      expect(created.statusCode, created.body).toBe(200)
      return created.json().paymentIntentId as string
    }
    const abandoned = await start()
    const paying = await start()
    fake.succeed(paying, uniqueEmail())
    await ctx.database.db.execute(
      sql`update payment_intents set promo_held_until = now() - interval '1 minute' where id in (${abandoned}, ${paying})`,
    )
    await a.services.paymentEvents.reconcile()
    expect(fake.intents.get(abandoned)?.status).toBe('canceled')
    expect(fake.intents.get(paying)?.status).toBe('succeeded')
    const local = await rows<{ id: string; status: string; held: boolean }>(
      ctx.database,
      sql`select id, status, promo_held_until is not null as held from payment_intents where id in (${abandoned}, ${paying}) order by id = ${paying}`,
    )
    expect(local).toEqual([
      { id: abandoned, status: 'canceled', held: false },
      { id: paying, status: 'succeeded', held: true },
    ])
  })
})
