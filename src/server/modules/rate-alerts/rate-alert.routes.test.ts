import { describe, expect, it } from 'vitest'
import { adminCookie, boughtReport, get, post } from '../../../../tests/helpers/checkout'
import { request, setupTestApp, signUp } from '../../../../tests/helpers/test-app'

const ctx = setupTestApp()

const put = (url: string, payload: unknown, cookie?: string) =>
  request(ctx.app, { method: 'PUT', url, payload: payload as object, cookie })
const del = (url: string, cookie?: string) => request(ctx.app, { method: 'DELETE', url, cookie })

const alert = { providerId: 'stripe', type: 'increase', threshold: 0.1, frequency: 'daily' }

describe('rate alerts API', () => {
  it('lets a paid user create, list, pause, change and delete an alert', async () => {
    const buyer = await boughtReport(ctx.app)
    const created = await post(ctx.app, '/api/user/rate-alerts', alert, buyer.session)
    expect(created.statusCode).toBe(201)
    const body = created.json()
    expect(body).toMatchObject({
      providerId: 'stripe',
      provider: 'Stripe',
      type: 'increase',
      status: 'active',
    })
    expect(body.currentRate).toBeGreaterThan(0)

    const list = await get(ctx.app, '/api/user/rate-alerts', buyer.session)
    expect(list.json().map((a: { id: string }) => a.id)).toEqual([body.id])

    const paused = await put(
      `/api/user/rate-alerts/${body.id}`,
      { status: 'paused', frequency: 'weekly' },
      buyer.session,
    )
    expect(paused.statusCode).toBe(200)
    expect(paused.json()).toMatchObject({ status: 'paused', frequency: 'weekly', threshold: 0.1 })

    expect((await del(`/api/user/rate-alerts/${body.id}`, buyer.session)).statusCode).toBe(200)
    expect((await get(ctx.app, '/api/user/rate-alerts', buyer.session)).json()).toEqual([])
  })

  it('answers 400 for bad values, with the field named', async () => {
    const buyer = await boughtReport(ctx.app)
    for (const bad of [
      { ...alert, type: 'sideways' },
      { ...alert, frequency: 'monthly' },
      { ...alert, threshold: -1 },
      { ...alert, providerId: 'no-such-provider' },
      { type: 'any', frequency: 'daily' },
    ]) {
      const res = await post(ctx.app, '/api/user/rate-alerts', bad, buyer.session)
      expect(res.statusCode, JSON.stringify(bad)).toBe(400)
      expect(res.json().message).toBeTruthy()
    }
    const created = (await post(ctx.app, '/api/user/rate-alerts', alert, buyer.session)).json()
    expect(
      (await put(`/api/user/rate-alerts/${created.id}`, { status: 'snoozed' }, buyer.session)).statusCode,
    ).toBe(400)
    expect((await put(`/api/user/rate-alerts/${created.id}`, {}, buyer.session)).statusCode).toBe(400)
  })

  it('keeps alerts to their owner (404 for others), paid tiers only (403 free), signed-in only (401)', async () => {
    const owner = await boughtReport(ctx.app)
    const other = await boughtReport(ctx.app)
    const free = await signUp(ctx.app)
    const id = (await post(ctx.app, '/api/user/rate-alerts', alert, owner.session)).json().id
    expect((await put(`/api/user/rate-alerts/${id}`, { status: 'paused' }, other.session)).statusCode).toBe(
      404,
    )
    expect((await del(`/api/user/rate-alerts/${id}`, other.session)).statusCode).toBe(404)
    expect((await get(ctx.app, '/api/user/rate-alerts', other.session)).json()).toEqual([])
    expect((await post(ctx.app, '/api/user/rate-alerts', alert, free.cookie)).statusCode).toBe(403)
    expect((await get(ctx.app, '/api/user/rate-alerts', free.cookie)).statusCode).toBe(403)
    expect((await get(ctx.app, '/api/user/rate-alerts')).statusCode).toBe(401)
    expect((await get(ctx.app, '/api/user/rate-alerts', owner.session)).json()[0].status).toBe('active')
  })
})

describe('optimisation checklist', () => {
  it('starts with steps 1 and 2, saves per account and survives a new session', async () => {
    const buyer = await boughtReport(ctx.app)
    expect((await get(ctx.app, '/api/user/optimization-checklist', buyer.session)).json()).toEqual({
      completed: [1, 2],
    })
    const saved = await put('/api/user/optimization-checklist', { completed: [5, 1, 2] }, buyer.session)
    expect(saved.json()).toEqual({ completed: [1, 2, 5] })
    const login = await post(ctx.app, '/api/login', { username: buyer.email, password: buyer.password })
    const c = login.cookies.find((x) => x.name.endsWith('pm_session'))
    expect((await get(ctx.app, '/api/user/optimization-checklist', `${c?.name}=${c?.value}`)).json()).toEqual(
      {
        completed: [1, 2, 5],
      },
    )
    expect(
      (await put('/api/user/optimization-checklist', { completed: [9] }, buyer.session)).statusCode,
    ).toBe(400)
    const free = await signUp(ctx.app)
    expect((await get(ctx.app, '/api/user/optimization-checklist', free.cookie)).statusCode).toBe(403)
  })
})

describe('PUT /api/admin/providers/{id}', () => {
  it('is for the administrator only', async () => {
    const buyer = await boughtReport(ctx.app)
    expect((await put('/api/admin/providers/stripe', { description: 'x' })).statusCode).toBe(401)
    expect((await put('/api/admin/providers/stripe', { description: 'x' }, buyer.session)).statusCode).toBe(
      403,
    )
  })

  it('needs a source and date for a fee change, refuses unknown industries, 404s unknown providers', async () => {
    const admin = await adminCookie(ctx.app, ctx.database)
    const noSource = await put('/api/admin/providers/stripe', { transactionFeePercent: 3.1 }, admin)
    expect(noSource.statusCode).toBe(400)
    expect(noSource.json().message).toMatch(/source/i)
    expect(
      (await put('/api/admin/providers/stripe', { supportedIndustries: ['space'] }, admin)).statusCode,
    ).toBe(400)
    expect(
      (
        await put(
          '/api/admin/providers/nope',
          { transactionFeePercent: 3, sourceUrl: 'https://x.test', asOf: '2026-11-01' },
          admin,
        )
      ).statusCode,
    ).toBe(404)
  })

  it('updates the public catalogue at once and records the change in the public rate history', async () => {
    const admin = await adminCookie(ctx.app, ctx.database)
    const before = (await get(ctx.app, '/api/psp-providers'))
      .json()
      .find((p: { id: string }) => p.id === 'stripe')
    // Read (and so kept in memory) before the edit: the edit must replace it.
    const historyBefore = (await get(ctx.app, '/api/rate-history?providerId=stripe')).json()
    const res = await put(
      '/api/admin/providers/stripe',
      {
        transactionFeePercent: 3.1,
        transactionFeeFixed: 0.35,
        sourceUrl: 'https://stripe.com/pricing',
        asOf: '2026-11-20',
      },
      admin,
    )
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().rateChange).toMatchObject({
      change: Math.round((3.1 - before.transactionFeePercent) * 10_000) / 10_000,
    })
    const after = (await get(ctx.app, '/api/psp-providers'))
      .json()
      .find((p: { id: string }) => p.id === 'stripe')
    expect(after).toMatchObject({
      transactionFeePercent: 3.1,
      transactionFeeFixed: 0.35,
      sourceUrl: 'https://stripe.com/pricing',
      asOf: '2026-11-20',
    })

    const history = (await get(ctx.app, '/api/rate-history?providerId=stripe')).json()
    expect(history).toHaveLength(historyBefore.length + 1)
    expect(history).toHaveLength(1)
    expect(history[0]).toMatchObject({
      provider: 'Stripe',
      old: {
        transactionFeePercent: before.transactionFeePercent,
        transactionFeeFixed: before.transactionFeeFixed,
      },
      new: { transactionFeePercent: 3.1, transactionFeeFixed: 0.35 },
      sourceUrl: 'https://stripe.com/pricing',
      asOf: '2026-11-20',
    })
    expect((await get(ctx.app, '/api/rate-history?providerId=square')).json()).toEqual([])

    // A description-only edit changes no fee: no history entry, and no source needed.
    const text = await put('/api/admin/providers/stripe', { description: 'Online payments.' }, admin)
    expect(text.json().rateChange).toBeNull()
    expect((await get(ctx.app, '/api/rate-history')).json()).toHaveLength(1)

    // The seed leaves the edited row alone from now on.
    await ctx.app.platform.catalogue.upsertSeed((await import('@shared/catalogue/providers')).PROVIDERS)
    const reseeded = (await get(ctx.app, '/api/psp-providers'))
      .json()
      .find((p: { id: string }) => p.id === 'stripe')
    expect(reseeded.transactionFeePercent).toBe(3.1)
  })

  it('hides a provider switched inactive from the public list', async () => {
    const admin = await adminCookie(ctx.app, ctx.database)
    expect(
      (await put('/api/admin/providers/square', { isActive: false }, admin)).json().provider.isActive,
    ).toBe(false)
    const ids = (await get(ctx.app, '/api/psp-providers')).json().map((p: { id: string }) => p.id)
    expect(ids).not.toContain('square')
  })
})
