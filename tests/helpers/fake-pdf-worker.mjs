// A stand-in for the PDF worker: answers a tiny PDF, or misbehaves as the input's brand name asks.
import { parentPort, threadId } from 'node:worker_threads'

parentPort.on('message', ({ id, input }) => {
  if (input.brandName === 'exit') process.exit(3)
  if (input.brandName === 'throw') throw new Error('renderer blew up')
  if (input.brandName === 'hang') return
  if (input.brandName === 'refuse') return parentPort.postMessage({ id, error: 'cannot draw this' })
  // 'thread': the answer names the worker thread that drew it.
  const body = input.brandName === 'thread' ? `thread ${threadId}` : input.id
  const bytes = new TextEncoder().encode(`%PDF-1.7 ${body}`)
  parentPort.postMessage({ id, bytes, pages: 1 }, [bytes.buffer])
})
