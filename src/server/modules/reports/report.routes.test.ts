import { describe, expect, it } from 'vitest'
import { boughtReport, get } from '../../../../tests/helpers/checkout'
import { request, setupTestApp } from '../../../../tests/helpers/test-app'

const ctx = setupTestApp()

const remove = (id: string, cookie?: string) =>
  request(ctx.app, { method: 'DELETE', url: `/api/user/reports/${id}`, cookie })

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
