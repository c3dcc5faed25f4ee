import { fileURLToPath } from 'node:url'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { boughtReport, get, rows } from '../../../../tests/helpers/checkout'
import { setupTestApp } from '../../../../tests/helpers/test-app'
import { createPdfWorkerPool } from './pdf/pdf-worker-pool'

const crashing = fileURLToPath(new URL('../../../../tests/helpers/crashing-pdf-worker.mjs', import.meta.url))
const ctx = setupTestApp({}, { pdfRenderer: createPdfWorkerPool({ size: 1, script: crashing }) })

describe('a PDF worker that crashes', () => {
  it('answers the download with a 503 in the one error shape, and the server carries on', async () => {
    const buyer = await boughtReport(ctx.app)
    const res = await get(ctx.app, `/api/report/${buyer.reportId}/download`, buyer.session)
    expect(res.statusCode).toBe(503)
    expect(res.json()).toMatchObject({
      error: 'UNAVAILABLE',
      message: 'The report could not be prepared just now. Please try again in a minute.',
    })
    // A new worker takes the next try (and crashes again here): each download answers, none hangs.
    expect((await get(ctx.app, `/api/report/${buyer.reportId}/download`, buyer.session)).statusCode).toBe(503)
    const reports = await get(ctx.app, '/api/user/reports', buyer.session)
    expect(reports.statusCode).toBe(200)
    expect(reports.json()[0].document).toBeUndefined()
  })

  it('leaves the render job queued for a later attempt, with the reason', async () => {
    const buyer = await boughtReport(ctx.app)
    await ctx.app.jobs.runDue()
    const [job] = await rows<{ status: string; attempts: number; last_error: string }>(
      ctx.database,
      sql`select status, attempts, last_error from jobs where type = 'reports.render-pdf' and payload->>'reportId' = ${buyer.reportId}`,
    )
    expect(job).toMatchObject({ status: 'queued', attempts: 1 })
    expect(job?.last_error).toBe('The PDF worker stopped (exit code 1).')
  })
})
