import { writeFileSync } from 'node:fs'
import { sql } from 'drizzle-orm'
import { extractText, getDocumentProxy } from 'unpdf'
import { describe, expect, it } from 'vitest'
import { adminCookie, boughtReport, get, rows } from '../../../../tests/helpers/checkout'
import { setupTestApp, signUp } from '../../../../tests/helpers/test-app'

const ctx = setupTestApp()

async function pdfText(bytes: Buffer) {
  const pdf = await getDocumentProxy(new Uint8Array(bytes))
  const { totalPages, text } = await extractText(pdf, { mergePages: true })
  return { pages: totalPages, text: text.replace(/\s+/g, ' ') }
}

const download = (id: string, cookie?: string) => get(ctx.app, `/api/report/${id}/download`, cookie)

describe('GET /api/user/reports', () => {
  it('lists a new report without its PDF until the job queued with the purchase has stored it', async () => {
    const buyer = await boughtReport(ctx.app, 'startup')
    const [before] = (await get(ctx.app, '/api/user/reports', buyer.session)).json()
    expect(before.document).toBeUndefined()
    const queued = await rows<{ n: number }>(
      ctx.database,
      sql`select count(*)::int as n from jobs where type = 'reports.render-pdf' and payload->>'reportId' = ${buyer.reportId} and status = 'queued'`,
    )
    expect(queued[0]?.n).toBe(1)

    expect(await ctx.app.jobs.runDue()).toBeGreaterThan(0)
    const [after] = (await get(ctx.app, '/api/user/reports', buyer.session)).json()
    const res = await download(buyer.reportId, buyer.session)
    expect(after.document).toEqual({
      pages: (await pdfText(res.rawPayload)).pages,
      bytes: res.rawPayload.length,
    })
  })
})

describe('GET /api/report/:id/download', () => {
  it('answers the owner a real, multi-page PDF naming every ranked provider with its cost and sources', async () => {
    const buyer = await boughtReport(ctx.app, 'startup')
    const res = await download(buyer.reportId, buyer.session)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="PSP-Analysis-Report-${buyer.reportId}.pdf"`,
    )
    expect(res.headers['cache-control']).toBe('no-store')
    if (process.env.REPORT_PDF_SAMPLE)
      writeFileSync(`${process.env.REPORT_PDF_SAMPLE}-startup.pdf`, res.rawPayload)
    const { pages, text } = await pdfText(res.rawPayload)
    expect(pages).toBeGreaterThanOrEqual(8)

    const [report] = (await get(ctx.app, '/api/user/reports', buyer.session)).json()
    expect(report.document).toEqual({ pages, bytes: res.rawPayload.length })
    for (const r of report.recommendations as {
      pspProvider: { name: string }
      estimatedMonthlyCostCents: number
    }[]) {
      expect(text).toContain(r.pspProvider.name)
      const cost = `$${(r.estimatedMonthlyCostCents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`
      expect(text).toContain(cost)
    }
    for (const heading of [
      'Executive summary',
      'Every provider, ranked',
      'Cost comparison',
      'Implementation guide',
      'Negotiation scripts',
      'Assumptions',
      'Sources',
      'Glossary',
      'Our advice',
      'Providers left out',
    ])
      expect(text).toContain(heading)
    // Providers this merchant cannot use are listed with the reason (bank-only programmes here).
    expect(text).toMatch(
      /Bank of America Merchant Services\s+Bank of America Merchant Services is offered to Bank of America/,
    )
    expect(text).toMatch(/https:\/\/\S+ \d{4}-\d{2}-\d{2} Published by the provider/)
  })

  // Real time, by necessity: what is checked is that the server's thread keeps turning (a 5 ms ticker's
  // longest pause) while a worker draws; the bound is half the render or 100 ms, whichever is longer.
  it('renders on a worker thread: the server keeps answering while an enterprise PDF is drawn', async () => {
    const buyer = await boughtReport(ctx.app, 'enterprise')
    // The worker has started (a first render), so what is measured is the render alone.
    const first = await boughtReport(ctx.app, 'startup')
    expect((await download(first.reportId, first.session)).statusCode).toBe(200)
    let last = performance.now()
    let longestPause = 0
    const ticker = setInterval(() => {
      const at = performance.now()
      longestPause = Math.max(longestPause, at - last)
      last = at
    }, 5)
    const started = performance.now()
    const res = await download(buyer.reportId, buyer.session)
    const took = performance.now() - started
    clearInterval(ticker)
    longestPause = Math.max(longestPause, performance.now() - last)
    expect(res.statusCode).toBe(200)
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const { pages } = await pdfText(res.rawPayload)
    expect(pages).toBeGreaterThanOrEqual(10)
    const [report] = (await get(ctx.app, '/api/user/reports', buyer.session)).json()
    expect(report.document).toEqual({ pages, bytes: res.rawPayload.length })
    // Drawn on the server's thread, the whole render would be one pause as long as the download.
    expect(longestPause).toBeLessThan(Math.max(100, took / 2))
  })

  it('goes deeper for an enterprise report', async () => {
    const startup = await boughtReport(ctx.app, 'startup')
    const enterprise = await boughtReport(ctx.app, 'enterprise')
    const small = await pdfText((await download(startup.reportId, startup.session)).rawPayload)
    const big = (await download(enterprise.reportId, enterprise.session)).rawPayload
    if (process.env.REPORT_PDF_SAMPLE) writeFileSync(`${process.env.REPORT_PDF_SAMPLE}-enterprise.pdf`, big)
    const deep = await pdfText(big)
    expect(deep.pages).toBeGreaterThan(small.pages)
    expect(deep.text).toContain('Request for proposal (enterprise)')
  })

  it('keeps the PDF from everyone but its owner and the administrator', async () => {
    const buyer = await boughtReport(ctx.app)
    const stranger = await signUp(ctx.app)
    const other = await download(buyer.reportId, stranger.cookie)
    const unknown = await download('no-such-report', stranger.cookie)
    expect(other.statusCode).toBe(404)
    expect(unknown.statusCode).toBe(404)
    expect(other.json().message).toBe(unknown.json().message)
    expect((await download(buyer.reportId)).statusCode).toBe(401)
    expect((await download(buyer.reportId, await adminCookie(ctx.app, ctx.database))).statusCode).toBe(200)
  })

  it('says an expired report is gone', async () => {
    const buyer = await boughtReport(ctx.app)
    await rows(
      ctx.database,
      sql`update reports set expires_at = '2026-01-31T12:00:00Z' where id = ${buyer.reportId}`,
    )
    const res = await download(buyer.reportId, buyer.session)
    expect(res.statusCode).toBe(410)
    expect(res.json().message).toBe(
      'This report expired on January 31, 2026. Buy a new report to see current figures.',
    )
  })
})
