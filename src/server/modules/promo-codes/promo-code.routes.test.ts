import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  adminCookie,
  completedAssessment,
  createPromo,
  get,
  paidIntent,
  post,
  uniqueEmail,
} from '../../../../tests/helpers/checkout'
import { request, setupTestApp, signUp } from '../../../../tests/helpers/test-app'

const ctx = setupTestApp()
const validate = (code: string) => post(ctx.app, '/api/promo-codes/validate', { code, originalAmount: 49.99 })

describe('admin promo codes', () => {
  it('creates with defaults and a generated 8-character code from an unambiguous alphabet', async () => {
    const admin = await adminCookie(ctx.app, ctx.database)
    const res = await post(ctx.app, '/api/admin/promo-codes', { name: 'Spring' }, admin)
    expect(res.statusCode).toBe(201)
    const { promoCode } = res.json()
    expect(promoCode).toMatchObject({
      name: 'Spring',
      discountPercentage: 25,
      accessDays: 30,
      isActive: true,
      maxUses: null,
      currentUses: 0,
      totalRevenue: 0,
    })
    expect(promoCode.code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{8}$/)
    const list = await get(ctx.app, '/api/admin/promo-codes', admin)
    expect(list.json().promoCodes).toHaveLength(1)
  })

  it('answers the spec messages for bad input and ignores a client-chosen code', async () => {
    const admin = await adminCookie(ctx.app, ctx.database)
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'Name is required'],
      [{ name: 'x', discountPercentage: 0 }, 'Discount must be at least 1%'],
      [{ name: 'x', discountPercentage: 101 }, 'Discount cannot exceed 100%'],
      [{ name: 'x', accessDays: 0 }, 'Access days must be at least 1'],
      [{ name: 'x', maxUses: 0 }, 'Max uses must be at least 1'],
    ]
    for (const [body, message] of cases) {
      const res = await post(ctx.app, '/api/admin/promo-codes', body, admin)
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toBe(message)
    }
    const chosen = await post(ctx.app, '/api/admin/promo-codes', { name: 'x', code: 'FREE' }, admin)
    expect(chosen.statusCode).toBe(400)
  })

  it('updates, deactivates and deletes; every admin call is refused to others', async () => {
    const admin = await adminCookie(ctx.app, ctx.database)
    const promo = await createPromo(ctx.app, admin)
    const put = await request(ctx.app, {
      method: 'PUT',
      url: `/api/admin/promo-codes/${promo.id}`,
      payload: { isActive: false },
      cookie: admin,
    })
    expect(put.json().promoCode.isActive).toBe(false)
    expect((await validate(promo.code)).json()).toMatchObject({
      valid: false,
      message: 'This promo code is no longer active',
    })
    const user = await signUp(ctx.app)
    expect((await get(ctx.app, '/api/admin/promo-codes', user.cookie)).statusCode).toBe(403)
    expect((await get(ctx.app, '/api/admin/promo-codes')).statusCode).toBe(401)
    expect((await post(ctx.app, '/api/admin/promo-codes', { name: 'x' }, user.cookie)).statusCode).toBe(403)
    const del = await request(ctx.app, {
      method: 'DELETE',
      url: `/api/admin/promo-codes/${promo.id}`,
      cookie: admin,
    })
    expect(del.statusCode).toBe(200)
    const again = await request(ctx.app, {
      method: 'DELETE',
      url: `/api/admin/promo-codes/${promo.id}`,
      cookie: admin,
    })
    expect(again.statusCode).toBe(404)
  })
})

describe('POST /api/promo-codes/validate', () => {
  it('matches case-insensitively after trimming and returns the public fields only', async () => {
    const admin = await adminCookie(ctx.app, ctx.database)
    const promo = await createPromo(ctx.app, admin, { discountPercentage: 40, name: 'Partner' })
    const res = await validate(`  ${promo.code.toLowerCase()} `)
    expect(res.json()).toEqual({
      valid: true,
      promoCode: { id: promo.id, code: promo.code, name: 'Partner', discountPercentage: 40 },
      message: 'Partner: 40% off',
    })
  })

  it('refuses empty, unknown, wildcard, expired and used-up codes with a message', async () => {
    const admin = await adminCookie(ctx.app, ctx.database)
    const expired = await createPromo(ctx.app, admin, { expiresAt: '2020-01-01T00:00:00Z' })
    const usedUp = await createPromo(ctx.app, admin, { maxUses: 1 })
    await ctx.database.db.execute(sql`update promo_codes set current_uses = 1 where id = ${usedUp.id}`)
    const expectations: [string, string][] = [
      ['   ', 'Please enter a promo code'],
      ['NOPE1234', 'Invalid promo code'],
      ['%', 'Invalid promo code'],
      [`${expired.code.slice(0, 4)}%`, 'Invalid promo code'],
      ['_'.repeat(8), 'Invalid promo code'],
      [expired.code, 'This promo code has expired'],
      [usedUp.code, 'This promo code has reached its usage limit'],
    ]
    for (const [code, message] of expectations) {
      expect((await validate(code)).json()).toEqual({ valid: false, promoCode: null, message })
    }
  })

  it('is rate-limited per IP', async () => {
    // Time stands still: the limit's window cannot end before the last attempt, however slow the machine.
    ctx.clock.hold()
    let last = 0
    for (let i = 0; i < 31; i++) last = (await validate(`TRY${i}`)).statusCode
    expect(last).toBe(429)
  })
})

describe('a promo code’s revenue', () => {
  it('adds up what its orders paid, leaving refunded ones out', async () => {
    const admin = await adminCookie(ctx.app)
    const promo = await createPromo(ctx.app, admin, { discountPercentage: 25 })
    const password = 'buyer password 1'
    const buy = async () => {
      const email = uniqueEmail()
      const paid = await paidIntent(ctx.app, await completedAssessment(ctx.app), email, {
        promoCodeId: promo.id,
      })
      const done = await post(
        ctx.app,
        '/api/payment/success',
        { paymentIntentId: paid.paymentIntentId, email, password },
        paid.cookie,
      )
      expect(done.statusCode).toBe(200)
      return done.json().reportId as string
    }
    const revenue = async () =>
      (await get(ctx.app, '/api/admin/promo-codes', admin))
        .json()
        .promoCodes.find((p: { id: string }) => p.id === promo.id).totalRevenue
    const first = await buy()
    await buy()
    expect(await revenue()).toBe(74.98)
    expect((await post(ctx.app, `/api/admin/reports/${first}/refund`, undefined, admin)).statusCode).toBe(200)
    expect(await revenue()).toBe(37.49)
  })
})
