import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { boughtReport, get, rows } from '../../../../tests/helpers/checkout'
import { setupTestApp } from '../../../../tests/helpers/test-app'

let busy = true
const ctx = setupTestApp({}, { serverBusy: () => busy })

const renderJob = (reportId: string) =>
  rows<{ status: string; attempts: number; run_at: string }>(
    ctx.database,
    sql`select status, attempts, run_at from jobs where type = 'reports.render-pdf' and payload->>'reportId' = ${reportId}`,
  )

describe('the background PDF render while the server is busy answering requests', () => {
  it('waits (without using up its attempts) while a download still gets its PDF at once', async () => {
    busy = true
    ctx.clock.hold()
    const buyer = await boughtReport(ctx.app)
    await ctx.app.jobs.runDue()
    const [job] = await renderJob(buyer.reportId)
    expect(job).toMatchObject({ status: 'queued', attempts: 0 })
    expect(new Date(job?.run_at ?? 0).getTime()).toBeGreaterThan(ctx.clock().getTime() + 3_000)
    const [card] = (await get(ctx.app, '/api/user/reports', buyer.session)).json()
    expect(card.document).toBeUndefined()

    const res = await get(ctx.app, `/api/report/${buyer.reportId}/download`, buyer.session)
    expect(res.statusCode).toBe(200)
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const [after] = (await get(ctx.app, '/api/user/reports', buyer.session)).json()
    expect(after.document).toEqual({ pages: expect.any(Number), bytes: res.rawPayload.length })
  })

  it('renders once the server is quiet', async () => {
    busy = false
    const buyer = await boughtReport(ctx.app)
    await ctx.app.jobs.runDue()
    const [card] = (await get(ctx.app, '/api/user/reports', buyer.session)).json()
    expect(card.document).toEqual({ pages: expect.any(Number), bytes: expect.any(Number) })
  })
})
