import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { boughtReport, get } from '../../../../tests/helpers/checkout'
import { request, setupTestApp, signUp } from '../../../../tests/helpers/test-app'
import { signUpAdmin } from '../blog/blog-test-helpers'
import { CATALOGUE_RECHECK_MS } from '../catalogue/catalogue-cache'

const ctx = setupTestApp()

type Figures = { id: string; entries: number; hits: number; misses: number; hitRate: number | null }
const figures = async (cookie: string | undefined, id: string): Promise<Figures> =>
  (await request(ctx.app, { method: 'GET', url: '/api/admin/cache', cookie }))
    .json()
    .caches.find((c: Figures) => c.id === id)

describe('cache API', () => {
  it('is admin-only: 401 signed out, 403 for a user', async () => {
    const user = await signUp(ctx.app)
    for (const call of [
      { method: 'GET', url: '/api/admin/cache' },
      { method: 'POST', url: '/api/admin/cache/clear' },
    ] as const) {
      expect((await request(ctx.app, { ...call })).statusCode).toBe(401)
      expect((await request(ctx.app, { ...call, cookie: user.cookie })).statusCode).toBe(403)
    }
  })

  it('counts catalogue hits and misses, sees a provider changed by another instance within a second, and clears', async () => {
    const { cookie } = await signUpAdmin(ctx.app)
    // Time stands still until the test moves it: the second read is a hit however slow the machine.
    ctx.clock.hold()
    await request(ctx.app, { method: 'POST', url: '/api/admin/cache/clear', cookie })
    const providers = async () =>
      (await request(ctx.app, { method: 'GET', url: '/api/psp-providers' })).json()
    const first = await providers()
    await providers()
    let c = await figures(cookie, 'catalogue')
    expect(c).toMatchObject({ hits: 1, misses: 1, hitRate: 50, entries: first.length })
    const target = first[0]
    await ctx.database.db.execute(
      sql`update psp_providers set name = 'Renamed Processor' where id = ${target.id}`,
    )
    // Another instance's write (here: straight to the database) is seen once the second has passed.
    expect((await providers()).some((p: { name: string }) => p.name === 'Renamed Processor')).toBe(false)
    ctx.clock.advance(CATALOGUE_RECHECK_MS - 1)
    expect((await providers()).some((p: { name: string }) => p.name === 'Renamed Processor')).toBe(false)
    ctx.clock.advance(1)
    const after = await providers()
    expect(after.some((p: { name: string }) => p.name === 'Renamed Processor')).toBe(true)
    c = await figures(cookie, 'catalogue')
    expect(c).toMatchObject({ hits: 3, misses: 2 })
    const cleared = (await request(ctx.app, { method: 'POST', url: '/api/admin/cache/clear', cookie })).json()
    expect(cleared.caches.every((x: Figures) => x.entries === 0 && x.hits === 0 && x.hitRate === null)).toBe(
      true,
    )
  })

  it("reports every one of the instance's caches, each counting its own lookups", async () => {
    const { cookie } = await signUpAdmin(ctx.app)
    await request(ctx.app, { method: 'POST', url: '/api/admin/cache/clear', cookie })
    await request(ctx.app, { method: 'GET', url: '/api/landing-figures' })
    await request(ctx.app, { method: 'GET', url: '/api/landing-figures' })
    const status = (await request(ctx.app, { method: 'GET', url: '/api/admin/cache', cookie })).json()
    expect(status.caches.map((c: Figures) => c.id)).toEqual([
      'render',
      'catalogue',
      'provider-list',
      'landing-figures',
      'engine-catalogue',
      'provider-sources',
      'provider-names',
      'blog-version',
      'blog-public-index',
      'assessment-views',
      'rate-history',
      'report-pdfs',
    ])
    expect(await figures(cookie, 'landing-figures')).toMatchObject({ entries: 1, hits: 1, misses: 1 })
    expect(await figures(cookie, 'provider-list')).toMatchObject({ entries: 0, hits: 0, misses: 0 })
  })

  it('reports the render cache of signed-out pages', async () => {
    const { cookie } = await signUpAdmin(ctx.app)
    await request(ctx.app, { method: 'POST', url: '/api/admin/cache/clear', cookie })
    await request(ctx.app, { method: 'GET', url: '/terms' })
    await request(ctx.app, { method: 'GET', url: '/terms' })
    expect(await figures(cookie, 'render')).toMatchObject({ entries: 1, hits: 1, misses: 1, hitRate: 50 })
  })

  it('renders a signed-out page once whatever unknown query parameters its address carries', async () => {
    const { cookie } = await signUpAdmin(ctx.app)
    await request(ctx.app, { method: 'POST', url: '/api/admin/cache/clear', cookie })
    const first = await request(ctx.app, { method: 'GET', url: '/terms?utm_source=news' })
    const second = await request(ctx.app, { method: 'GET', url: '/terms?utm_source=ads&x=1' })
    expect(first.statusCode).toBe(200)
    expect(second.statusCode).toBe(200)
    expect(await figures(cookie, 'render')).toMatchObject({ entries: 1, hits: 1, misses: 1 })
  })

  it('reports the stored report PDFs: how many and their size for every instance, renders and reuses here', async () => {
    const { cookie } = await signUpAdmin(ctx.app)
    const buyer = await boughtReport(ctx.app)
    expect(await figures(cookie, 'report-pdfs')).toMatchObject({ entries: 0, hits: 0, misses: 0 })
    await ctx.app.jobs.runDue()
    const pdf = await get(ctx.app, `/api/report/${buyer.reportId}/download`, buyer.session)
    const stored = await figures(cookie, 'report-pdfs')
    expect(stored).toMatchObject({ entries: 1, misses: 1, hits: 1, hitRate: 50 })
    expect((stored as Figures & { description: string }).description).toContain(
      `(${Math.ceil(pdf.rawPayload.length / 1000)} KB in all)`,
    )
    // Clearing forgets this instance's counts; the stored files stay for every instance.
    await request(ctx.app, { method: 'POST', url: '/api/admin/cache/clear', cookie })
    expect(await figures(cookie, 'report-pdfs')).toMatchObject({ entries: 1, hits: 0, misses: 0 })
  })
})
