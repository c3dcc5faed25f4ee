import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it, vi } from 'vitest'
import {
  adminCookie,
  boughtReport,
  completedAssessment,
  createPromo,
  get,
  post,
  rows,
  uniqueEmail,
} from '../../../../tests/helpers/checkout'
import { setupTestApp, testEnv, withClock } from '../../../../tests/helpers/test-app'
import { buildApp } from '../../app'
import { loadConfig } from '../../config'
import { createPdfWorkerPool, type PdfRenderer } from './pdf/pdf-worker-pool'

/** A real worker pool that notes which report each render was for. */
function countingRenderer() {
  const pool = createPdfWorkerPool({ size: 1 })
  const rendered: string[] = []
  const renderer: PdfRenderer = {
    render: (input) => {
      rendered.push(input.id)
      return pool.render(input)
    },
    close: pool.close,
  }
  return { renderer, rendered }
}

const first = countingRenderer()
const ctx = setupTestApp({}, { pdfRenderer: first.renderer })

/** A second instance on the same database: its own process state, workers and job runner. */
const second = countingRenderer()
let other: Awaited<ReturnType<typeof buildApp>> | undefined
const otherApp = async () => {
  other ??= withClock(
    await buildApp(loadConfig(testEnv), {
      database: ctx.database,
      serverBusy: () => false,
      now: ctx.clock,
      pdfRenderer: second.renderer,
    }),
    ctx.clock,
  )
  return other
}
afterAll(async () => {
  await other?.close()
})

const renderJobs = (reportId: string) =>
  rows<{ status: string }>(
    ctx.database,
    sql`select status from jobs where type = 'reports.render-pdf' and payload->>'reportId' = ${reportId}`,
  )

const download = (app: typeof ctx.app, id: string, cookie: string) =>
  get(app, `/api/report/${id}/download`, cookie)

describe('a report PDF, stored once per report version', () => {
  it('is rendered by the job queued with the purchase; the other instance serves the same file without rendering', async () => {
    const buyer = await boughtReport(ctx.app)
    expect(await renderJobs(buyer.reportId)).toEqual([{ status: 'queued' }])
    await ctx.app.jobs.runDue()
    expect(first.rendered.filter((id) => id === buyer.reportId)).toHaveLength(1)

    const app = await otherApp()
    const there = await download(app, buyer.reportId, buyer.session)
    const here = await download(ctx.app, buyer.reportId, buyer.session)
    expect(there.statusCode).toBe(200)
    expect(there.headers['content-disposition']).toBe(
      `attachment; filename="PSP-Analysis-Report-${buyer.reportId}.pdf"`,
    )
    expect(there.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(there.rawPayload.equals(here.rawPayload)).toBe(true)
    expect(second.rendered).not.toContain(buyer.reportId)
    expect(first.rendered.filter((id) => id === buyer.reportId)).toHaveLength(1)

    // Both instances list the same pages and size, read from the database.
    const [card] = (await get(app, '/api/user/reports', buyer.session)).json()
    expect(card.document).toEqual({ pages: expect.any(Number), bytes: there.rawPayload.length })
  })

  it('rendered by whichever instance is asked first, is not rendered again by the job on the other', async () => {
    const buyer = await boughtReport(ctx.app)
    const app = await otherApp()
    const res = await download(app, buyer.reportId, buyer.session)
    expect(res.statusCode).toBe(200)
    expect(second.rendered.filter((id) => id === buyer.reportId)).toHaveLength(1)
    await ctx.app.jobs.runDue()
    expect(first.rendered).not.toContain(buyer.reportId)
    expect(await renderJobs(buyer.reportId)).toEqual([{ status: 'done' }])
  })

  it('gives a card its size in one ask, rendering a PDF that is not stored yet, and once only', async () => {
    const buyer = await boughtReport(ctx.app)
    const [before] = (await get(ctx.app, '/api/user/reports', buyer.session)).json()
    expect(before.document).toBeUndefined()
    const asked = await Promise.all([
      get(ctx.app, `/api/report/${buyer.reportId}/document`, buyer.session),
      get(ctx.app, `/api/report/${buyer.reportId}/document`, buyer.session),
    ])
    expect(asked.map((r) => r.statusCode)).toEqual([200, 200])
    expect(asked[0]?.json()).toEqual(asked[1]?.json())
    expect(first.rendered.filter((id) => id === buyer.reportId)).toHaveLength(1)
    const pdf = await download(ctx.app, buyer.reportId, buyer.session)
    expect(asked[0]?.json()).toEqual({ pages: expect.any(Number), bytes: pdf.rawPayload.length })
    const [after] = (await get(ctx.app, '/api/user/reports', buyer.session)).json()
    expect(after.document).toEqual(asked[0]?.json())
    expect(first.rendered.filter((id) => id === buyer.reportId)).toHaveLength(1)
  })

  it('is rendered again when the report is a new version (its snapshot retaken)', async () => {
    const buyer = await boughtReport(ctx.app)
    await ctx.app.jobs.runDue()
    await rows(
      ctx.database,
      sql`update reports set snapshot = jsonb_set(snapshot, '{generatedAt}', '"2026-12-01T00:00:00.000Z"') where id = ${buyer.reportId}`,
    )
    const [card] = (await get(ctx.app, '/api/user/reports', buyer.session)).json()
    expect(card.document).toBeUndefined()
    expect((await download(ctx.app, buyer.reportId, buyer.session)).statusCode).toBe(200)
    expect(first.rendered.filter((id) => id === buyer.reportId)).toHaveLength(2)
    const [stored] = await rows<{ n: number; version: string }>(
      ctx.database,
      sql`select count(*)::int as n, max(version) as version from report_documents where report_id = ${buyer.reportId}`,
    )
    expect(stored).toEqual({ n: 1, version: '2026-12-01T00:00:00.000Z' })
  })

  it('keeps the owner-only rules of the download', async () => {
    const buyer = await boughtReport(ctx.app)
    const stranger = await boughtReport(ctx.app)
    const url = `/api/report/${buyer.reportId}/document`
    expect((await get(ctx.app, url)).statusCode).toBe(401)
    expect((await get(ctx.app, url, stranger.session)).statusCode).toBe(404)
    await rows(
      ctx.database,
      sql`update reports set expires_at = '2026-01-31T12:00:00Z' where id = ${buyer.reportId}`,
    )
    expect((await get(ctx.app, url, buyer.session)).statusCode).toBe(410)
    const [card] = (await get(ctx.app, '/api/user/reports', buyer.session)).json()
    expect(card).toMatchObject({ expired: true, recommendations: [] })
    expect(card.document).toBeUndefined()
  })
})

describe('every way a report is made queues its PDF', () => {
  it('a promo order at no cost', async () => {
    const admin = await adminCookie(ctx.app)
    const assessmentId = await completedAssessment(ctx.app)
    const promo = await createPromo(ctx.app, admin, { discountPercentage: 100 })
    const res = await post(ctx.app, '/api/payment/free-order', {
      email: uniqueEmail(),
      password: 'buyer password 1',
      assessmentId,
      reportType: 'paid_startup',
      promoCodeId: promo.id,
    })
    expect(res.statusCode).toBe(200)
    const [report] = await rows<{ id: string }>(
      ctx.database,
      sql`select id from reports where assessment_id = ${assessmentId}`,
    )
    expect(await renderJobs(report?.id ?? '')).toEqual([{ status: 'queued' }])
  })

  it('an assessment made from the dashboard by a paid-tier user', async () => {
    const buyer = await boughtReport(ctx.app, 'established')
    const res = await post(
      ctx.app,
      '/api/user/new-assessment',
      {
        businessType: 'established',
        industryType: 'restaurant',
        monthlyTransactions: 1200,
        averageTransactionAmount: 41.67,
        totalMonthlyVolume: 50000,
        features: ['low-fees'],
      },
      buyer.session,
    )
    expect(res.statusCode).toBe(201)
    const { reportId } = res.json()
    expect(await renderJobs(reportId)).toEqual([{ status: 'queued' }])
    await ctx.app.jobs.runDue()
    const [card] = (await get(ctx.app, '/api/user/reports', buyer.session)).json()
    expect(card).toMatchObject({ id: reportId, document: { pages: expect.any(Number) } })
  })

  it('wakes the job runner once the purchase has committed, so the render starts with the answer', async () => {
    // The runner is not started in tests. What a wake would claim is read the moment it is called: on
    // PostgreSQL that read is another connection, which sees the job only once the purchase has committed.
    const atWake: Promise<{ reportId: string }[]>[] = []
    const wake = vi.spyOn(ctx.app.jobs, 'wake').mockImplementation(() => {
      atWake.push(
        rows(ctx.database, sql`select payload->>'reportId' as "reportId" from jobs where status = 'queued'`),
      )
    })
    try {
      const buyer = await boughtReport(ctx.app)
      const seen = (await Promise.all(atWake)).flat().map((job) => job.reportId)
      expect(seen).toContain(buyer.reportId)
    } finally {
      wake.mockRestore()
    }
  })

  it('while listing reports only reads: it queues nothing and renders nothing', async () => {
    const buyer = await boughtReport(ctx.app)
    // As for a report made before its PDF was queued at creation.
    await rows(ctx.database, sql`delete from jobs`)
    const rendered = first.rendered.length
    const [card] = (await get(ctx.app, '/api/user/reports', buyer.session)).json()
    expect(card.document).toBeUndefined()
    const [queued] = await rows<{ n: number }>(ctx.database, sql`select count(*)::int as n from jobs`)
    expect(queued?.n).toBe(0)
    expect(first.rendered.length).toBe(rendered)
  })
})
