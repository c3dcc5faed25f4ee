// `npm start`: builds only when the build is missing or stale, then runs the server.
import { spawn } from 'node:child_process'
import { ensureBuilt } from './lib/build-if-stale.mjs'
import { serverArgs } from './lib/server-command.mjs'

ensureBuilt()
const server = spawn(process.execPath, serverArgs, { stdio: 'inherit' })
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))

// `npm start` runs this under npm and a shell; a process manager that stops npm stops only those two.
// When this process loses its parent, the server is stopped too, so it never keeps the port.
const parent = process.ppid
setInterval(() => {
  if (process.ppid !== parent) server.kill('SIGTERM')
}, 500).unref()
