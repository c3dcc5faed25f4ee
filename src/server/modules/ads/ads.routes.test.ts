import { describe, expect, it } from 'vitest'
import { request, setupTestApp } from '../../../../tests/helpers/test-app'
import { signUpAdmin } from '../blog/blog-test-helpers'

const ctx = setupTestApp()

describe('ads keyword sync and draft generation', () => {
  it('syncs five sample keywords without credentials, idempotently, and generates a sourced draft', async () => {
    const { cookie } = await signUpAdmin(ctx.app)
    const missing = await request(ctx.app, {
      method: 'POST',
      url: '/api/admin/ads/sync-keywords',
      cookie,
      payload: { startDate: '2026-11-01' },
    })
    expect(missing.statusCode).toBe(400)
    const backwards = await request(ctx.app, {
      method: 'POST',
      url: '/api/admin/ads/sync-keywords',
      cookie,
      payload: { startDate: '2026-11-02', endDate: '2026-11-01' },
    })
    expect(backwards.statusCode).toBe(400)

    const range = { startDate: '2026-10-23', endDate: '2026-11-21' }
    for (let i = 0; i < 2; i++) {
      const res = await request(ctx.app, {
        method: 'POST',
        url: '/api/admin/ads/sync-keywords',
        cookie,
        payload: range,
      })
      expect(res.json()).toEqual({ total: 5, processed: 5 })
    }
    const list = (
      await request(ctx.app, { method: 'GET', url: '/api/admin/ads/keywords?limit=50', cookie })
    ).json()
    expect(list).toHaveLength(5)
    const k = list.find((x: { term: string }) => x.term === 'credit card processing fees')
    expect(k).toMatchObject({
      matchType: 'PHRASE',
      clicks: 14 * 30,
      cpcMicros: 6_850_000,
      costMicros: 14 * 30 * 6_850_000,
    })

    const gen = await request(ctx.app, {
      method: 'POST',
      url: `/api/admin/blogv2/generate/${encodeURIComponent('credit card processing fees')}`,
      cookie,
    })
    expect(gen.statusCode).toBe(201)
    const draft = gen.json()
    expect(draft).toMatchObject({ status: 'Draft', targetKeywordId: k.id })
    expect(draft.slug).toMatch(/^credit-card-processing-fees/)
    // The worked example quotes Stripe's published online rate, as the catalogue states it.
    expect(draft.contentMd).toContain('2.9% + $0.30 online')
    expect(draft.contentMd).toContain('https://stripe.com/pricing')
    const again = (
      await request(ctx.app, {
        method: 'POST',
        url: '/api/admin/blogv2/generate/credit%20card%20processing%20fees',
        cookie,
      })
    ).json()
    expect(again.slug).not.toBe(draft.slug)
    expect((await request(ctx.app, { method: 'GET', url: '/api/blogv2/public/posts' })).json()).toEqual([])
  })
})
