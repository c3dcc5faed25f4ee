import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  adminCookie,
  checkoutCookieOf,
  completedAssessment,
  createPromo,
  paidIntent,
  post,
  rows,
  uniqueEmail,
} from '../../../../tests/helpers/checkout'
import { request, setupTestApp } from '../../../../tests/helpers/test-app'

// Runs on PGlite and, in `npm run test:pg`, on PostgreSQL 15 where the parallel calls really race.
const ctx = setupTestApp()
const password = 'buyer password 1'

const usesOf = async (id: string) =>
  (
    await rows<{ current_uses: number; reserved_uses: number }>(
      ctx.database,
      sql`select current_uses, reserved_uses from promo_codes where id = ${id}`,
    )
  )[0]

const intentFor = (assessmentId: string, promoCodeId: string) =>
  post(ctx.app, '/api/create-payment-intent', { assessmentId, promoCodeId })

describe('a promo code’s uses are held by the payments under way', () => {
  it('parallel checkouts on a one-use code: one gets the discounted price, the others are told it is used up', async () => {
    const promo = await createPromo(ctx.app, await adminCookie(ctx.app), {
      discountPercentage: 25,
      maxUses: 1,
    })
    const assessments = await Promise.all(Array.from({ length: 3 }, () => completedAssessment(ctx.app)))
    const results = await Promise.all(assessments.map((id) => intentFor(id, promo.id)))
    const priced = results.filter((r) => r.statusCode === 200)
    expect(priced).toHaveLength(1)
    expect(priced[0]?.json()).toMatchObject({ discountPercentage: 25, amount: 37.49 })
    const refused = results.filter((r) => r.statusCode === 400)
    expect(refused).toHaveLength(2)
    for (const r of refused) expect(r.json().message).toBe('This promo code has reached its usage limit')
    expect(await usesOf(promo.id)).toEqual({ current_uses: 0, reserved_uses: 1 })

    // The same browser asking again keeps its hold; it does not take a second one.
    const holder = assessments[results.indexOf(priced[0] as (typeof results)[number])] as string
    const again = await post(
      ctx.app,
      '/api/create-payment-intent',
      { assessmentId: holder, promoCodeId: promo.id },
      checkoutCookieOf(priced[0] as Parameters<typeof checkoutCookieOf>[0]),
    )
    expect(again.statusCode).toBe(200)
    expect(again.json().paymentIntentId).toBe(priced[0]?.json().paymentIntentId)
    expect(await usesOf(promo.id)).toEqual({ current_uses: 0, reserved_uses: 1 })
  })

  it('a paid checkout turns its hold into a use; an unpaid one gives it back when its hold ends', async () => {
    const promo = await createPromo(ctx.app, await adminCookie(ctx.app), {
      discountPercentage: 25,
      maxUses: 1,
    })
    const abandoned = await completedAssessment(ctx.app)
    expect((await intentFor(abandoned, promo.id)).statusCode).toBe(200)
    const next = await completedAssessment(ctx.app)
    expect((await intentFor(next, promo.id)).statusCode).toBe(400)

    await ctx.database.db.execute(
      sql`update payment_intents set promo_held_until = now() - interval '1 minute' where assessment_id = ${abandoned}`,
    )
    await ctx.app.services.paymentEvents.reconcile()
    expect(await usesOf(promo.id)).toEqual({ current_uses: 0, reserved_uses: 0 })

    const email = uniqueEmail()
    const { paymentIntentId, cookie } = await paidIntent(ctx.app, next, email, { promoCodeId: promo.id })
    const success = await post(ctx.app, '/api/payment/success', { paymentIntentId, email, password }, cookie)
    expect(success.statusCode).toBe(200)
    expect(await usesOf(promo.id)).toEqual({ current_uses: 1, reserved_uses: 0 })
    expect((await intentFor(await completedAssessment(ctx.app), promo.id)).statusCode).toBe(400)
  })

  it('a payment whose code was switched off before it was fulfilled is fulfilled at the price paid, counted and recorded (ADR 036)', async () => {
    const admin = await adminCookie(ctx.app)
    const promo = await createPromo(ctx.app, admin, { discountPercentage: 25, maxUses: 1 })
    const id = await completedAssessment(ctx.app)
    const email = uniqueEmail()
    const paid = await paidIntent(ctx.app, id, email, { promoCodeId: promo.id })
    // A paid checkout keeps its hold even past its time: it is not given back while the payment waits.
    await ctx.database.db.execute(
      sql`update payment_intents set promo_held_until = now() - interval '1 minute' where id = ${paid.paymentIntentId}`,
    )
    await ctx.app.services.paymentEvents.reconcile()
    expect(await usesOf(promo.id)).toEqual({ current_uses: 0, reserved_uses: 1 })
    const off = await request(ctx.app, {
      method: 'PUT',
      url: `/api/admin/promo-codes/${promo.id}`,
      payload: { isActive: false },
      cookie: admin,
    })
    expect(off.statusCode).toBe(200)

    const success = await post(
      ctx.app,
      '/api/payment/success',
      { paymentIntentId: paid.paymentIntentId, email, password },
      paid.cookie,
    )
    expect(success.statusCode).toBe(200)
    const [report] = await rows<{ amount_cents: number }>(
      ctx.database,
      sql`select amount_cents from reports where payment_intent_id = ${paid.paymentIntentId}`,
    )
    expect(report?.amount_cents).toBe(3749)
    expect(await usesOf(promo.id)).toEqual({ current_uses: 1, reserved_uses: 0 })
    const recorded = await rows<{ details: Record<string, unknown> }>(
      ctx.database,
      sql`select details from audit_events where action = 'promo.past_limit'`,
    )
    expect(recorded.map((r) => r.details)).toEqual([
      expect.objectContaining({
        promoCodeId: promo.id,
        paymentIntentId: paid.paymentIntentId,
        amountCents: 3749,
        reason: 'This promo code is no longer active',
      }),
    ])
  })

  it('a checkout whose hold ended is canceled at the gateway: it cannot be paid at the held price, and the buyer is told to reload', async () => {
    const promo = await createPromo(ctx.app, await adminCookie(ctx.app), {
      discountPercentage: 25,
      maxUses: 1,
    })
    const id = await completedAssessment(ctx.app)
    const intent = await intentFor(id, promo.id)
    expect(intent.statusCode).toBe(200)
    const { paymentIntentId, clientSecret } = intent.json()
    await ctx.database.db.execute(
      sql`update payment_intents set promo_held_until = now() - interval '1 minute' where id = ${paymentIntentId}`,
    )
    await ctx.app.services.paymentEvents.reconcile()
    expect(await usesOf(promo.id)).toEqual({ current_uses: 0, reserved_uses: 0 })

    const buyer = await post(
      ctx.app,
      '/api/checkout/buyer',
      { paymentIntentId, email: uniqueEmail() },
      checkoutCookieOf(intent),
    )
    expect(buyer.statusCode).toBe(409)
    expect(buyer.json().message).toBe('This checkout has expired. Please reload the page to pay.')
    const charged = await post(ctx.app, `/api/sandbox/payment-intents/${paymentIntentId}/confirm`, {
      clientSecret,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12 / 34',
      cvc: '123',
    })
    expect(charged.statusCode).toBe(409)
    // Reloading the page prices the order again and holds a use for the new payment.
    const again = await post(
      ctx.app,
      '/api/create-payment-intent',
      { assessmentId: id, promoCodeId: promo.id },
      checkoutCookieOf(intent),
    )
    expect(again.statusCode).toBe(200)
    expect(again.json().paymentIntentId).not.toBe(paymentIntentId)
    expect(await usesOf(promo.id)).toEqual({ current_uses: 0, reserved_uses: 1 })
  })

  it('a buyer naming themselves after the hold’s time passed, before the use went back, keeps the hold', async () => {
    const promo = await createPromo(ctx.app, await adminCookie(ctx.app), {
      discountPercentage: 25,
      maxUses: 1,
    })
    const id = await completedAssessment(ctx.app)
    const email = uniqueEmail()
    const intent = await intentFor(id, promo.id)
    const { paymentIntentId } = intent.json()
    await ctx.database.db.execute(
      sql`update payment_intents set promo_held_until = now() - interval '1 minute' where id = ${paymentIntentId}`,
    )
    const buyer = await post(
      ctx.app,
      '/api/checkout/buyer',
      { paymentIntentId, email },
      checkoutCookieOf(intent),
    )
    expect(buyer.statusCode, buyer.body).toBe(200)
    await ctx.app.services.paymentEvents.reconcile()
    expect(await usesOf(promo.id)).toEqual({ current_uses: 0, reserved_uses: 1 })
    const [row] = await rows<{ status: string; held: boolean }>(
      ctx.database,
      sql`select status, promo_held_until > now() as held from payment_intents where id = ${paymentIntentId}`,
    )
    expect(row).toEqual({ status: 'requires_payment_method', held: true })
  })

  it('a payable checkout whose use went back takes one again before the card is charged, or is refused when none is left', async () => {
    const promo = await createPromo(ctx.app, await adminCookie(ctx.app), {
      discountPercentage: 25,
      maxUses: 1,
    })
    const first = await intentFor(await completedAssessment(ctx.app), promo.id)
    const { paymentIntentId } = first.json()
    // The use went back while the checkout stayed payable (the gateway could not be reached to cancel it).
    const giveBack = async () => {
      await ctx.database.db.execute(
        sql`update payment_intents set promo_held_until = null where id = ${paymentIntentId}`,
      )
      await ctx.app.services.promoCodes.release(promo.id)
    }
    await giveBack()
    expect(await usesOf(promo.id)).toEqual({ current_uses: 0, reserved_uses: 0 })
    const named = await post(
      ctx.app,
      '/api/checkout/buyer',
      { paymentIntentId, email: uniqueEmail() },
      checkoutCookieOf(first),
    )
    expect(named.statusCode, named.body).toBe(200)
    expect(await usesOf(promo.id)).toEqual({ current_uses: 0, reserved_uses: 1 })

    await giveBack()
    expect((await intentFor(await completedAssessment(ctx.app), promo.id)).statusCode).toBe(200)
    const refused = await post(
      ctx.app,
      '/api/checkout/buyer',
      { paymentIntentId, email: uniqueEmail() },
      checkoutCookieOf(first),
    )
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe(
      'This promo code can no longer be used. Please review the updated price.',
    )
    expect(await usesOf(promo.id)).toEqual({ current_uses: 0, reserved_uses: 1 })
  })
})
