import { PROVIDERS } from '@shared/catalogue/providers'
import {
  EngineCatalogueSchema,
  ProviderNamesSchema,
  ProviderSourcesSchema,
} from '@shared/catalogue/served-catalogue'
import { describe, expect, it } from 'vitest'
import { adminCookie, boughtReport } from '../../../../tests/helpers/checkout'
import { request, setupTestApp, signUp } from '../../../../tests/helpers/test-app'

const ctx = setupTestApp()

const get = (url: string, cookie?: string) => request(ctx.app, { method: 'GET', url, cookie })
const active = PROVIDERS.filter((p) => p.isActive)

// The public lists are read first: the last test changes the catalogue.
describe('GET /api/provider-sources and GET /api/provider-names', () => {
  it('answer anyone each active provider’s rates and sources, and its name', async () => {
    const sources = ProviderSourcesSchema.parse((await get('/api/provider-sources')).json())
    expect(sources).toHaveLength(active.length)
    expect(sources.find((p) => p.id === 'stripe')).toMatchObject({
      name: 'Stripe',
      cardNotPresent: { percent: 2.9, fixedCents: 30 },
      sourceUrl: 'https://stripe.com/pricing',
      figureSources: expect.any(Array),
    })
    const names = (await get('/api/provider-names')).json()
    expect(ProviderNamesSchema.parse(names)).toHaveLength(active.length)
    expect(names).toContainEqual({ id: 'stripe', name: 'Stripe' })
    expect(Object.keys(names[0]).sort()).toEqual(['id', 'name'])
  })
})

describe('GET /api/user/catalogue', () => {
  it('answers a paying user every active provider’s engine entry, with the fees an administrator set', async () => {
    expect((await get('/api/user/catalogue')).statusCode).toBe(401)
    const free = await signUp(ctx.app)
    const refused = await get('/api/user/catalogue', free.cookie)
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toMatchObject({ error: 'FORBIDDEN' })
    const cookie = (await boughtReport(ctx.app)).session
    const first = await get('/api/user/catalogue', cookie)
    expect(first.statusCode).toBe(200)
    const entries = EngineCatalogueSchema.parse(first.json())
    expect(entries.map((p) => p.id).sort()).toEqual(active.map((p) => p.id).sort())
    const stripe = PROVIDERS.find((p) => p.id === 'stripe')
    expect(entries.find((p) => p.id === 'stripe')).toEqual(stripe)

    const admin = await adminCookie(ctx.app)
    const edit = (id: string, payload: object) =>
      request(ctx.app, { method: 'PUT', url: `/api/admin/providers/${id}`, payload, cookie: admin })
    expect(
      (
        await edit('stripe', {
          transactionFeePercent: 3.1,
          transactionFeeFixed: 0.35,
          monthlyFee: 12,
          sourceUrl: 'https://stripe.com/pricing',
          asOf: '2026-11-26',
        })
      ).statusCode,
    ).toBe(200)
    expect((await edit('helcim', { isActive: false })).statusCode).toBe(200)

    const after = EngineCatalogueSchema.parse((await get('/api/user/catalogue', cookie)).json())
    expect(after.find((p) => p.id === 'stripe')).toMatchObject({
      cardNotPresent: { percent: 3.1, fixedCents: 35 },
      monthlyFeeCents: 1200,
      asOf: '2026-11-26',
    })
    expect(after.some((p) => p.id === 'helcim')).toBe(false)
  })
})
