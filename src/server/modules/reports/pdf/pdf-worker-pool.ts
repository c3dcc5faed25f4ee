import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import { projectRoot } from '../../../lib/project-root'
import type { RenderAnswer, RenderRequest } from './pdf-worker'
import type { RenderedPdf } from './render-report-pdf'
import type { ReportPdfInput } from './report-pdf-input'

/** Renders report PDFs away from the server's thread. */
export type PdfRenderer = {
  render: (input: ReportPdfInput) => Promise<RenderedPdf>
  close: () => Promise<void>
}

/** Why a render did not finish: the worker failed, stopped, took too long, or the pool was closed. */
export class PdfRenderFailed extends Error {
  override name = 'PdfRenderFailed'
}

type Task = {
  id: number
  input: ReportPdfInput
  resolve: (pdf: RenderedPdf) => void
  reject: (err: Error) => void
}
type Slot = { worker: Worker; task?: Task; timer?: NodeJS.Timeout; idle?: NodeJS.Timeout }

/**
 * The worker's script: the built `dist/server/pdf-worker.js` in production, the TypeScript source (through
 * tsx) when the server runs from source (`npm run dev`, tests).
 */
export function pdfWorkerScript(): string {
  const here = fileURLToPath(import.meta.url)
  return here.endsWith('.ts')
    ? join(dirname(here), 'pdf-worker-from-source.mjs')
    : join(projectRoot(), 'dist', 'server', 'pdf-worker.js')
}

type Options = {
  /** How many PDFs are rendered at once (one worker thread each). */
  size: number
  script?: string
  /** A render taking longer than this is abandoned and its worker replaced. */
  timeoutMs?: number
  /** A worker with nothing to render for this long stops; the next render starts a new one. */
  idleMs?: number
}

/**
 * A small pool of worker threads. Workers start on the first render and are replaced after a failure; a
 * failed, stopped or stuck worker fails only its own render (the caller may try again), never the server.
 * A worker left idle for `idleMs` stops: each holds ~40 MB (its own V8 heap, the PDF library and the fonts),
 * which a server that sells a few reports a day would otherwise keep for good, for ~0.1 s of start-up the
 * next time.
 */
export function createPdfWorkerPool({
  size,
  script = pdfWorkerScript(),
  timeoutMs = 60_000,
  idleMs = 60_000,
}: Options): PdfRenderer {
  const slots = new Set<Slot>()
  const queue: Task[] = []
  let nextId = 1
  let closed = false

  const retire = (slot: Slot, reason: string) => {
    if (!slots.delete(slot)) return
    clearTimeout(slot.timer)
    clearTimeout(slot.idle)
    slot.task?.reject(new PdfRenderFailed(reason))
    slot.task = undefined
    void slot.worker.terminate()
    pump()
  }

  const spawn = (): Slot => {
    // A render that runs away with memory ends its worker (and fails that render), not the server. The young
    // generation is kept small (V8 would give it 32 MB): a render's garbage is short-lived, and the worker
    // stays resident between renders.
    const worker = new Worker(script, {
      resourceLimits: { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 8 },
    })
    // An idle worker never keeps the process alive; closing the server stops it anyway.
    worker.unref()
    const slot: Slot = { worker }
    worker.on('message', (answer: RenderAnswer) => {
      const task = slot.task
      if (!task || task.id !== answer.id) return
      clearTimeout(slot.timer)
      slot.task = undefined
      if ('error' in answer) task.reject(new PdfRenderFailed(answer.error))
      else
        task.resolve({
          bytes: Buffer.from(answer.bytes.buffer, answer.bytes.byteOffset, answer.bytes.length),
          pages: answer.pages,
        })
      pump()
      if (!slot.task) {
        slot.idle = setTimeout(() => retire(slot, 'The PDF worker was idle.'), idleMs)
        slot.idle.unref()
      }
    })
    worker.on('error', (err) => retire(slot, `The PDF worker failed: ${err.message}`))
    worker.on('exit', (code) => retire(slot, `The PDF worker stopped (exit code ${code}).`))
    slots.add(slot)
    return slot
  }

  function pump() {
    while (!closed && queue.length > 0) {
      let slot = [...slots].find((s) => !s.task)
      if (!slot && slots.size < size) slot = spawn()
      if (!slot) return
      const task = queue.shift() as Task
      const busy = slot
      clearTimeout(busy.idle)
      busy.task = task
      busy.timer = setTimeout(() => retire(busy, `The PDF took longer than ${timeoutMs} ms.`), timeoutMs)
      busy.worker.postMessage({ id: task.id, input: task.input } satisfies RenderRequest)
    }
  }

  return {
    render: (input) =>
      new Promise<RenderedPdf>((resolve, reject) => {
        if (closed) return reject(new PdfRenderFailed('The PDF renderer is closed.'))
        queue.push({ id: nextId++, input, resolve, reject })
        pump()
      }),
    close: async () => {
      closed = true
      for (const task of queue.splice(0)) task.reject(new PdfRenderFailed('The PDF renderer is closed.'))
      const workers = [...slots].map((slot) => slot.worker)
      for (const slot of [...slots]) retire(slot, 'The PDF renderer is closed.')
      await Promise.all(workers.map((worker) => worker.terminate()))
    },
  }
}
