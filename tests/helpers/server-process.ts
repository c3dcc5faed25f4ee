import { type ChildProcess, spawn } from 'node:child_process'
import { freePort } from './smtp-receiver'

/**
 * A real server process (the server from source, as `npm run dev` starts it but without Vite) on a free
 * loopback port, for tests that kill it with SIGKILL, stop its database or put two of them side by side.
 */
export type ServerProcess = {
  url: string
  port: number
  child: ChildProcess
  /** Resolves with the signal (or exit code) the process ended with. */
  exited: Promise<string>
  /** What the process logged (warnings and errors) and wrote to stderr, for failure messages. */
  stderr: () => string
  /** kill -9: no shutdown hooks, no answers in flight. */
  kill9: () => Promise<string>
  /** A graceful stop (SIGTERM). */
  stop: () => Promise<string>
}

export type ServerOptions = {
  databaseUrl: string
  smtpUrl?: string
  /** A fixed port (for a restart on the same address). */
  port?: number
  env?: Record<string, string>
}

export async function startServerProcess(options: ServerOptions): Promise<ServerProcess> {
  const port = options.port ?? (await freePort())
  const url = `http://localhost:${port}`
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: process.cwd(),
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      DATABASE_URL: options.databaseUrl,
      PAYMENT_GATEWAY: 'sandbox',
      RATE_LIMIT_MULTIPLIER: '100',
      MAX_EVENT_LOOP_DELAY_MS: '0',
      // Mail is kept in the outbox unless the test receives it (so a production start passes too).
      ...(options.smtpUrl
        ? { SMTP_URL: options.smtpUrl, MAIL_TRANSPORT: 'smtp' }
        : { MAIL_TRANSPORT: 'outbox' }),
      ...options.env,
    },
  })
  // Its log (warnings and errors at LOG_LEVEL=warn) and stderr, the last 20,000 characters.
  let err = ''
  const keep = (c: Buffer) => {
    err = (err + c.toString('utf8')).slice(-20_000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const exited = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) => {
      err += `\n[process ended: ${signal ?? `exit ${code}`}]`
      resolve(signal ?? `exit ${code}`)
    }),
  )
  let done = false
  void exited.then(() => {
    done = true
  })
  const deadline = Date.now() + 60_000
  for (;;) {
    if (done) throw new Error(`server exited before it was ready:\n${err}`)
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`server not ready within 60 s:\n${err}`)
    }
    try {
      if ((await fetch(`${url}/readyz`)).ok) break
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  return {
    url,
    port,
    child,
    exited,
    stderr: () => err,
    kill9: () => {
      if (!done) child.kill('SIGKILL')
      return exited
    },
    stop: () => {
      if (!done) child.kill('SIGTERM')
      return exited
    },
  }
}
