import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createPdfWorkerPool, type PdfRenderer } from './pdf-worker-pool'
import type { ReportPdfInput } from './report-pdf-input'

const fake = fileURLToPath(new URL('../../../../../tests/helpers/fake-pdf-worker.mjs', import.meta.url))
const input = (id: string, brandName = 'ok') => ({ id, brandName }) as unknown as ReportPdfInput
const text = (pdf: { bytes: Buffer }) => pdf.bytes.toString('latin1')

let pool: PdfRenderer
afterEach(async () => {
  vi.useRealTimers()
  await pool?.close()
})

describe('the PDF worker pool', () => {
  it('renders each input on a worker and answers its own bytes, in any order of completion', async () => {
    pool = createPdfWorkerPool({ size: 2, script: fake })
    const pdfs = await Promise.all(['a', 'b', 'c', 'd'].map((id) => pool.render(input(id))))
    expect(pdfs.map(text)).toEqual(['%PDF-1.7 a', '%PDF-1.7 b', '%PDF-1.7 c', '%PDF-1.7 d'])
    expect(pdfs.every((p) => p.pages === 1 && Buffer.isBuffer(p.bytes))).toBe(true)
  })

  it('fails only the render whose worker stopped or threw, and carries on with a new worker', async () => {
    pool = createPdfWorkerPool({ size: 1, script: fake })
    const results = await Promise.allSettled([
      pool.render(input('1', 'exit')),
      pool.render(input('2')),
      pool.render(input('3', 'throw')),
      pool.render(input('4', 'refuse')),
      pool.render(input('5')),
    ])
    expect(results.map((r) => r.status)).toEqual([
      'rejected',
      'fulfilled',
      'rejected',
      'rejected',
      'fulfilled',
    ])
    const reasons = results.map((r) => (r.status === 'rejected' ? String(r.reason) : text(r.value)))
    expect(reasons[0]).toMatch(/PdfRenderFailed: The PDF worker stopped \(exit code 3\)/)
    expect(reasons[2]).toMatch(/PdfRenderFailed: The PDF worker failed: renderer blew up/)
    expect(reasons[3]).toBe('PdfRenderFailed: cannot draw this')
    expect(reasons[4]).toBe('%PDF-1.7 5')
  })

  it('abandons a render that takes too long and serves the next one', async () => {
    pool = createPdfWorkerPool({ size: 1, script: fake, timeoutMs: 300 })
    const stuck = pool.render(input('1', 'hang'))
    const next = pool.render(input('2'))
    await expect(stuck).rejects.toThrow('The PDF took longer than 300 ms.')
    expect(text(await next)).toBe('%PDF-1.7 2')
  })

  it('stops a worker left idle and starts a new one for the next render', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    pool = createPdfWorkerPool({ size: 1, script: fake, idleMs: 60_000 })
    const first = text(await pool.render(input('1', 'thread')))
    vi.advanceTimersByTime(59_000)
    // Busy again within the minute: the same worker, and its idle minute starts over.
    expect(text(await pool.render(input('2', 'thread')))).toBe(first)
    vi.advanceTimersByTime(59_000)
    expect(text(await pool.render(input('3', 'thread')))).toBe(first)
    vi.advanceTimersByTime(60_000)
    expect(text(await pool.render(input('4', 'thread')))).not.toBe(first)
  })

  it('refuses work once closed, including renders still waiting', async () => {
    pool = createPdfWorkerPool({ size: 1, script: fake })
    const pending = Promise.allSettled([pool.render(input('1', 'hang')), pool.render(input('2'))])
    await pool.close()
    expect((await pending).map((r) => r.status === 'rejected' && String(r.reason))).toEqual([
      'PdfRenderFailed: The PDF renderer is closed.',
      'PdfRenderFailed: The PDF renderer is closed.',
    ])
    await expect(pool.render(input('3'))).rejects.toThrow('The PDF renderer is closed.')
  })
})
