// A stand-in for the PDF worker: answers a tiny PDF, or misbehaves as the input's brand name asks.
import { parentPort } from 'node:worker_threads'

parentPort.on('message', ({ id, input }) => {
  if (input.brandName === 'exit') process.exit(3)
  if (input.brandName === 'throw') throw new Error('renderer blew up')
  if (input.brandName === 'hang') return
  if (input.brandName === 'refuse') return parentPort.postMessage({ id, error: 'cannot draw this' })
  const bytes = new TextEncoder().encode(`%PDF-1.7 ${input.id}`)
  parentPort.postMessage({ id, bytes, pages: 1 }, [bytes.buffer])
})
