import { parentPort } from 'node:worker_threads'
import { renderReportPdf } from './render-report-pdf'
import type { ReportPdfInput } from './report-pdf-input'

/** A render request from the pool and what the worker answers: the PDF's bytes and pages, or why not. */
export type RenderRequest = { id: number; input: ReportPdfInput }
export type RenderAnswer = { id: number; bytes: Uint8Array; pages: number } | { id: number; error: string }

// The worker thread's entry: renders report PDFs one at a time, so the server's thread keeps answering.
parentPort?.on('message', async ({ id, input }: RenderRequest) => {
  try {
    const pdf = await renderReportPdf(input)
    // A copy of its own, so its memory moves to the server's thread instead of being copied again.
    const bytes = new Uint8Array(pdf.bytes)
    parentPort?.postMessage({ id, bytes, pages: pdf.pages } satisfies RenderAnswer, [bytes.buffer])
  } catch (err) {
    parentPort?.postMessage({
      id,
      error: err instanceof Error ? err.message : String(err),
    } satisfies RenderAnswer)
  }
})
