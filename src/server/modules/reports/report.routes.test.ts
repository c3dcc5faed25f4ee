import { describe, expect, it } from 'vitest'
import { adminCookie, boughtReport, get } from '../../../../tests/helpers/checkout'
import { request, setupTestApp } from '../../../../tests/helpers/test-app'

const ctx = setupTestApp()

const remove = (id: string, cookie?: string) =>
  request(ctx.app, { method: 'DELETE', url: `/api/user/reports/${id}`, cookie })

describe('GET /api/user/reports', () => {
  it("serves the report's frozen analysis: the answers it was made from, the ranking, assumptions, exclusions and advice", async () => {
    const buyer = await boughtReport(ctx.app, 'established')
    const [report] = (await get(ctx.app, '/api/user/reports', buyer.session)).json()
    expect(report.assessment.assessmentData).toEqual(expect.any(Object))
    expect(report.recommendations[0].breakdown.length).toBeGreaterThan(0)
    expect(report.recommendations[0].pspProvider).toMatchObject({
      sourceUrl: expect.stringMatching(/^https:/),
      asOf: expect.any(String),
      rateBasis: expect.any(String),
    })
    expect(report.assumptions.channelSplit).toBeDefined()
    expect(Array.isArray(report.excluded)).toBe(true)
    expect(report.advice).toMatchObject({ kind: expect.any(String), headline: expect.any(String) })
  })
})

describe("a report's recorded terms", () => {
  it("keeps the current provider's fees and contract as they were when the report was made, after an administrator changes them", async () => {
    const buyer = await boughtReport(ctx.app, 'established')
    const before = (await get(ctx.app, '/api/user/reports', buyer.session)).json()[0]
    const stripe = before.providerTerms.find((t: { id: string }) => t.id === 'stripe')
    // The merchant's own provider (they are on Stripe) and the report's top match are recorded.
    expect(stripe).toMatchObject({
      name: 'Stripe',
      setupFeeCents: expect.any(Number),
      monthlyFeeCents: expect.any(Number),
      otherFees: expect.any(Object),
      contract: { termMonths: expect.any(Number), summary: expect.any(String) },
      asOf: expect.any(String),
    })
    expect(before.providerTerms.map((t: { id: string }) => t.id)).toContain(
      before.recommendations[0].pspProvider.id,
    )

    const edit = await request(ctx.app, {
      method: 'PUT',
      url: '/api/admin/providers/stripe',
      payload: { setupFee: 499, monthlyFee: 79, sourceUrl: 'https://stripe.com/pricing', asOf: '2026-11-26' },
      cookie: await adminCookie(ctx.app),
    })
    expect(edit.statusCode).toBe(200)
    const live = (await get(ctx.app, '/api/psp-providers'))
      .json()
      .find((p: { id: string }) => p.id === 'stripe')
    expect(live).toMatchObject({ setupFee: 499, monthlyFee: 79 })

    const after = (await get(ctx.app, '/api/user/reports', buyer.session)).json()[0]
    expect(after.providerTerms).toEqual(before.providerTerms)
    expect(after.providerTerms.find((t: { id: string }) => t.id === 'stripe').setupFeeCents).not.toBe(49_900)
  })
})

describe('DELETE /api/user/reports/:id', () => {
  it('lets an enterprise owner remove a report from the dashboard, once', async () => {
    const buyer = await boughtReport(ctx.app, 'enterprise')
    const res = await remove(buyer.reportId, buyer.session)
    expect(res.statusCode).toBe(200)
    expect(res.json().message).toBe('The report was removed from your dashboard.')
    expect((await get(ctx.app, '/api/user/reports', buyer.session)).json()).toEqual([])
    // The assessment stays in the history, without its report.
    const history = (await get(ctx.app, '/api/user/assessments', buyer.session)).json()
    expect(history[0].reportId).toBeUndefined()
    expect((await remove(buyer.reportId, buyer.session)).statusCode).toBe(404)
  })

  it('refuses other tiers, other owners and signed-out callers', async () => {
    const startup = await boughtReport(ctx.app, 'startup')
    const enterprise = await boughtReport(ctx.app, 'enterprise')
    expect((await remove(startup.reportId, startup.session)).statusCode).toBe(403)
    expect((await remove(startup.reportId, enterprise.session)).statusCode).toBe(404)
    expect((await remove(startup.reportId)).statusCode).toBe(401)
    expect((await get(ctx.app, '/api/user/reports', startup.session)).json()).toHaveLength(1)
  })
})
