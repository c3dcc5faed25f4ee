// `npm start`: builds only when the build is missing or stale, then runs the server.
import { spawn } from 'node:child_process'
import { closeSync } from 'node:fs'
import { isatty } from 'node:tty'
import { ensureBuilt } from './lib/build-if-stale.mjs'
import { serverArgs, serverEnv } from './lib/server-command.mjs'

ensureBuilt()
const terminalsAtStart = [0, 1, 2].filter((fd) => isatty(fd))
// The channel lets the server say when it has begun to stop, and tells it when this process is gone.
const server = spawn(process.execPath, serverArgs, {
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  env: { ...serverEnv, ...process.env },
})
let serverStopping = false
server.on('message', (message) => {
  if (message && typeof message === 'object' && 'stopping' in message) serverStopping = true
})
const serverRunning = () => server.exitCode === null && server.signalCode === null

/**
 * Passes a stop signal on unless the server already has one. A terminal sends Ctrl-C (SIGINT) and its
 * closing (SIGHUP) to its whole foreground process group, this process and the server alike: passing it on
 * as well would make one Ctrl-C two. So the server is given a moment to say it is stopping first.
 */
function passOn(signal) {
  setTimeout(() => {
    if (!serverStopping && serverRunning()) server.kill(signal)
  }, 300).unref()
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => passOn(signal))

server.on('exit', (code, signal) => {
  // Node before 24 aborts (and can spin) at exit when its terminal has gone away; a closed descriptor is
  // skipped (see src/server/lib/graceful-stop.ts).
  for (const fd of terminalsAtStart) {
    if (isatty(fd)) continue
    try {
      closeSync(fd)
    } catch {
      // already closed
    }
  }
  process.exit(code ?? (signal ? 1 : 0))
})

// `npm start` runs this under npm and a shell; a process manager that stops npm stops only those two.
// When this process loses its parent, the server is stopped too, so it never keeps the port.
const parent = process.ppid
const orphanWatch = setInterval(() => {
  if (process.ppid === parent) return
  clearInterval(orphanWatch)
  passOn('SIGTERM')
}, 500)
orphanWatch.unref()
