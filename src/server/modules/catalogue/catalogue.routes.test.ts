import { brotliDecompressSync } from 'node:zlib'
import { PROVIDERS } from '@shared/catalogue/providers'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { request, setupTestApp, signUp } from '../../../../tests/helpers/test-app'
import { ON_THE_FLY_COMPRESSION_BYTES } from '../../app'

const ctx = setupTestApp()

const answers = {
  businessType: 'established',
  industryType: 'ecommerce',
  monthlyTransactions: 400,
  totalMonthlyVolume: 20000,
  currentProvider: 'PayPal',
  features: ['low-fees', 'recurring'],
  assessmentData: { integrations: ['ecommerce-platform'], timeline: 'soon' },
}

describe('GET /api/psp-providers', () => {
  it('lists every active catalogue provider with headline fees and sources', async () => {
    const res = await request(ctx.app, { method: 'GET', url: '/api/psp-providers' })
    expect(res.statusCode).toBe(200)
    const providers = res.json() as Array<Record<string, unknown>>
    expect(providers.length).toBe(PROVIDERS.filter((p) => p.isActive).length)
    expect(providers.length).toBeGreaterThanOrEqual(24)
    const stripe = providers.find((p) => p.name === 'Stripe')
    expect(stripe).toMatchObject({
      transactionFeePercent: 2.9,
      transactionFeeFixed: 0.3,
      pricingModel: 'flat',
      sourceUrl: expect.stringMatching(/^https:\/\//),
      asOf: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    })
    for (const p of providers) {
      expect(p).toEqual(
        expect.objectContaining({
          id: expect.any(String),
          description: expect.any(String),
          monthlyFee: expect.any(Number),
          setupFee: expect.any(Number),
          features: expect.any(Array),
          supportedIndustries: expect.any(Array),
        }),
      )
    }
  })
})

describe('GET /api/psp-providers revalidation', () => {
  const list = (headers: Record<string, string> = {}) =>
    request(ctx.app, { method: 'GET', url: '/api/psp-providers', headers })

  it('answers 304 without the list to a client that has it, and the list again once it changed', async () => {
    const first = await list()
    const etag = String(first.headers.etag)
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/)
    // The same tag for every encoding of the same list.
    expect((await list({ 'accept-encoding': 'br' })).headers.etag).toBe(etag)

    const again = await list({ 'if-none-match': etag, 'accept-encoding': 'gzip' })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    expect(again.headers.etag).toBe(etag)
    expect((await list({ 'if-none-match': 'W/"something-else"' })).statusCode).toBe(200)

    await ctx.database.db.execute(sql`update psp_providers set description = 'Changed' where id = 'stripe'`)
    ctx.app.services.catalogueCache.invalidate()
    const changed = await list({ 'if-none-match': etag })
    expect(changed.statusCode).toBe(200)
    expect(changed.headers.etag).not.toBe(etag)
    expect(changed.json().find((p: { id: string }) => p.id === 'stripe').description).toBe('Changed')
  })
})

/** A signed-in account with a paid tier: the whole ranking is theirs to see. */
async function paidCookie() {
  const { cookie, email } = await signUp(ctx.app)
  await ctx.database.db.execute(sql`update users set tier = 'startup' where email = ${email}`)
  return cookie
}

describe('POST /api/estimate', () => {
  it('answers anonymous and free callers only the top match, not the paid ranking', async () => {
    const anonymous = await request(ctx.app, { method: 'POST', url: '/api/estimate', payload: answers })
    expect(anonymous.statusCode).toBe(200)
    expect(anonymous.json().recommendations).toHaveLength(1)
    const free = await signUp(ctx.app)
    const signedIn = await request(ctx.app, {
      method: 'POST',
      url: '/api/estimate',
      payload: answers,
      cookie: free.cookie,
    })
    expect(signedIn.json().recommendations).toHaveLength(1)
    const paid = await request(ctx.app, {
      method: 'POST',
      url: '/api/estimate',
      payload: answers,
      cookie: await paidCookie(),
    })
    expect(paid.json().recommendations[0].pspProvider.id).toBe(
      anonymous.json().recommendations[0].pspProvider.id,
    )
  })

  it('ranks every active provider with score, cost, reasons, breakdown, savings and assumptions', async () => {
    const res = await request(ctx.app, {
      method: 'POST',
      url: '/api/estimate',
      payload: answers,
      cookie: await paidCookie(),
    })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    // Every active provider is either ranked or listed as excluded with its reason and source.
    expect(body.recommendations.length + body.excluded.length).toBe(
      PROVIDERS.filter((p) => p.isActive).length,
    )
    for (const x of body.excluded) expect(x.reason.length).toBeGreaterThan(10)
    const scores = body.recommendations.map((r: { matchScore: number }) => r.matchScore)
    expect([...scores].sort((a, b) => b - a)).toEqual(scores)
    for (const r of body.recommendations) {
      expect(r.matchScore).toBeGreaterThanOrEqual(0)
      expect(r.matchScore).toBeLessThanOrEqual(100)
      expect(r.reasons.length).toBeGreaterThanOrEqual(2)
      expect(r.reasons.length).toBeLessThanOrEqual(5)
      expect(r.breakdown.length).toBeGreaterThan(0)
    }
    expect(body.savings).toMatchObject({ baselineLabel: 'vs. PayPal' })
    expect(body.assumptions).toBeTruthy()
  })

  it('keeps eligibility rules through the database: a CBD store never sees Stripe, and learns why', async () => {
    const res = await request(ctx.app, {
      method: 'POST',
      url: '/api/estimate',
      payload: { ...answers, assessmentData: { restrictedCategory: 'cbd' } },
      cookie: await paidCookie(),
    })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    const ids = body.recommendations.map((r: { pspProvider: { id: string } }) => r.pspProvider.id)
    expect(ids).not.toContain('stripe')
    expect(ids[0]).toMatch(/paymentcloud|durango|soar|national-processing|merchant-one/)
    expect(body.excluded).toContainEqual({
      id: 'stripe',
      name: 'Stripe',
      reason: 'Stripe does not accept cbd and hemp merchants under its standard terms.',
      sourceUrl: 'https://stripe.com/legal/restricted-businesses',
    })
    const free = await request(ctx.app, {
      method: 'POST',
      url: '/api/estimate',
      payload: { ...answers, assessmentData: { restrictedCategory: 'cbd' } },
    })
    expect(free.json().excluded).toBeUndefined()
  })

  it('prices a pure online Stripe merchant exactly by the published formula', async () => {
    const res = await request(ctx.app, {
      method: 'POST',
      url: '/api/estimate',
      payload: { ...answers, currentProvider: 'none', features: ['low-fees'] },
      cookie: await paidCookie(),
    })
    const stripe = res
      .json()
      .recommendations.find((r: { pspProvider: { name: string } }) => r.pspProvider.name === 'Stripe')
    // 2.9% of $20,000 + 400 × $0.30 = $700.00 (no monthly fee) + 2 expected chargebacks (0.5%) × $15.
    expect(stripe.estimatedMonthlyCost).toBe(730)
  })

  it('sends the free answer as it is and compresses the whole ranking (ADR 055)', async () => {
    const headers = { 'accept-encoding': 'gzip, deflate, br' }
    const free = await request(ctx.app, { method: 'POST', url: '/api/estimate', payload: answers, headers })
    expect(free.statusCode).toBe(200)
    expect(free.headers['content-encoding']).toBeUndefined()
    expect(free.rawPayload.length).toBeLessThan(ON_THE_FLY_COMPRESSION_BYTES)
    expect(free.json().recommendations).toHaveLength(1)
    const paid = await request(ctx.app, {
      method: 'POST',
      url: '/api/estimate',
      payload: answers,
      headers,
      cookie: await paidCookie(),
    })
    expect(paid.headers['content-encoding']).toBe('br')
    const whole = JSON.parse(brotliDecompressSync(paid.rawPayload).toString())
    expect(whole.recommendations.length).toBeGreaterThan(1)
    expect(whole.savings).toEqual(free.json().savings)
  })

  it('answers 400 in the one error shape for bad input', async () => {
    const res = await request(ctx.app, {
      method: 'POST',
      url: '/api/estimate',
      payload: { ...answers, monthlyTransactions: -5, features: ['teleportation'] },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({
      error: 'VALIDATION_FAILED',
      details: expect.any(Array),
      requestId: expect.any(String),
    })
  })
})
