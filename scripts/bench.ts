// `npm run bench`: in one run on this machine, a bare Fastify hello-world against GET /api/user (signed in)
// and the server-rendered home page, each in its own process. Prints requests/s, p99 and the ratio.
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
// @ts-expect-error plain ESM script without type declarations
import { ensureBuilt } from './lib/build-if-stale.mjs'

// Measures the build of the current sources: builds first when it is missing or stale.
ensureBuilt()

const duration = Number(process.env.BENCH_SECONDS ?? 8)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10)

function startProcess(args: string[], env: Record<string, string>, readyUrl: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 60_000
    const poll = async () => {
      try {
        if ((await fetch(readyUrl)).ok) return resolve(child)
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) return reject(new Error(`${readyUrl} did not come up`))
      setTimeout(poll, 200)
    }
    poll()
  })
}

async function measure(title: string, url: string, headers: Record<string, string> = {}) {
  await autocannon({ url, connections, duration: 2, headers }) // warm-up
  const result = await autocannon({ url, connections, duration, headers })
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${title}: ${result.non2xx} non-2xx, ${result.errors} errors`)
  return { title, rps: result.requests.average, p99: result.latency.p99 }
}

const helloPort = 3901
const appPort = 3902
const dataDir = mkdtempSync(join(tmpdir(), 'pm-bench-'))
const children: ChildProcess[] = []
try {
  children.push(
    await startProcess(
      ['scripts/bench-hello.mjs'],
      { PORT: String(helloPort) },
      `http://127.0.0.1:${helloPort}/`,
    ),
  )
  children.push(
    await startProcess(
      ['dist/server/main.js'],
      {
        PORT: String(appPort),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        PAYMENT_GATEWAY: 'sandbox',
      },
      `http://127.0.0.1:${appPort}/readyz`,
    ),
  )
  const base = `http://127.0.0.1:${appPort}`
  const register = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: 'bench@example.com', username: 'bench', password: 'bench-password-1' }),
  })
  const cookie = (register.headers.get('set-cookie') ?? '').split(';')[0] ?? ''

  const rows = [
    await measure('hello-world (bare Fastify)', `http://127.0.0.1:${helloPort}/`),
    await measure('GET /api/user (signed in)', `${base}/api/user`, { cookie }),
    await measure('GET / (server-rendered)', `${base}/`),
  ]
  const hello = rows[0]?.rps ?? 1
  console.info(`\n${connections} connections, ${duration} s each, Node ${process.version}\n`)
  console.info('endpoint                        req/s      p99 ms   ratio to hello-world')
  for (const r of rows) {
    console.info(
      `${r.title.padEnd(30)} ${r.rps.toFixed(0).padStart(7)} ${String(r.p99).padStart(10)}   ${(r.rps / hello).toFixed(3)}`,
    )
  }
} finally {
  for (const child of children) child.kill('SIGTERM')
  rmSync(dataDir, { recursive: true, force: true })
}
