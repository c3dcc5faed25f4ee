// A PDF worker that dies on its first render, as a worker running out of memory would.
import { parentPort } from 'node:worker_threads'

parentPort.on('message', () => process.exit(1))
