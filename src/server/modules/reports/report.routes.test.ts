import { describe, expect, it } from 'vitest'
import { boughtReport, get } from '../../../../tests/helpers/checkout'
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
