// `npm start`: builds only when the build is missing or stale, then runs the server.
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { ensureBuilt } from './lib/build-if-stale.mjs'

ensureBuilt()
const server = spawn(
  process.execPath,
  ['--enable-source-maps', join(process.cwd(), 'dist', 'server', 'main.js')],
  {
    stdio: 'inherit',
  },
)
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
