import { LandingFiguresSchema } from '@shared/catalogue/landing-figures.schemas'
import { formatUsdWhole } from '@shared/format'
import { priceExample } from '@shared/pricing/worked-example'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { request, setupTestApp } from '../../../../tests/helpers/test-app'

const ctx = setupTestApp()
const get = (url: string) => request(ctx.app, { method: 'GET', url })
/** The page's text as rendered (React separates adjacent text parts with empty comments). */
const text = (html: string) => html.replace(/<!-- -->/g, '')

describe("the landing page's fee table, computed on the server", () => {
  it('GET /api/landing-figures answers both scenarios and every active provider', async () => {
    const res = await get('/api/landing-figures')
    expect(res.statusCode).toBe(200)
    const figures = LandingFiguresSchema.parse(res.json())
    expect(figures.scenarios.map((s) => s.id)).toEqual(['shop', 'online'])
    const active = (await ctx.app.services.catalogue.activeProviders()).length
    expect(figures.providers).toHaveLength(active)
    const catalogue = await ctx.app.services.catalogue.activeProviders()
    for (const s of figures.scenarios) {
      // Only the providers the engine ranks for the scenario's merchant: none that could not take it.
      const industryType = s.id === 'shop' ? 'retail' : 'ecommerce'
      const ranked = priceExample(
        {
          businessType: 'established',
          industryType,
          monthlyTransactions: s.id === 'shop' ? 500 : 400,
          totalMonthlyVolume: 25_000,
        },
        catalogue,
      )
      expect(s.providerCount).toBe(ranked.length)
      expect(s.providerCount).toBeLessThan(active)
      for (const r of s.rows) expect(ranked.map((x) => x.provider.id)).toContain(r.id)
      expect(s.rows.map((r) => r.id)).toContain('stripe')
      expect(s.rows.map((r) => r.id)).not.toContain('shopify-payments')
      expect(s.cheapest.monthlyCents).toBeLessThanOrEqual(s.dearest.monthlyCents)
    }
  })

  it('the landing page shows the figures in its markup and follows a catalogue edit at once', async () => {
    const figures = LandingFiguresSchema.parse((await get('/api/landing-figures')).json())
    const stripe = figures.scenarios[0]?.rows.find((r) => r.id === 'stripe')
    const home = await get('/')
    expect(home.statusCode).toBe(200)
    expect(text(home.body)).toContain(`The ${figures.providers.length} providers we analyse`)
    expect(home.body).toContain(formatUsdWhole(stripe?.monthlyCents ?? 0))

    await ctx.database.db.execute(sql`update psp_providers set name = 'Stripe (edited)' where id = 'stripe'`)
    ctx.app.services.catalogueCache.invalidate()
    const after = await get('/')
    expect(after.body).toContain('Stripe (edited)')
    expect((await get('/api/landing-figures')).body).toContain('Stripe (edited)')
  })
})
