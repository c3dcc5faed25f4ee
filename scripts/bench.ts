// `npm run bench`: in one run on this machine, a bare Fastify hello-world against every public endpoint and
// server-rendered page, each server in its own process. Prints requests/s, p99 and the ratio to hello-world
// (measured again between rows, each row against the runs just before and after it) with the row's goal.
// `npm run bench -- --cpu-prof` writes a V8 CPU profile of the application server into ./profiles/.
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import pg from 'pg'
// @ts-expect-error plain ESM script without type declarations
import { ensureBuilt } from './lib/build-if-stale.mjs'
// @ts-expect-error plain ESM script without type declarations
import { landingBundle } from './lib/landing-bundle.mjs'
// @ts-expect-error plain ESM script without type declarations
import { startPostgres, stopPostgres } from './lib/postgres.mjs'
import { rssBytes } from './lib/process-memory'

// Measures the build of the current sources: builds first when it is missing or stale.
ensureBuilt()

// The landing page's JavaScript before interaction: fails the run if it carries the pricing engine.
const LANDING_JS_GOAL = 120 * 1024
// The goals under load (issue 19), checked at every row.
const P99_GOAL_MS = 50
const RSS_GOAL_BYTES = 250 * 1024 * 1024
const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(0)
const landing = landingBundle() as {
  files: string[]
  gzipBytes: number
  cssGzipBytes: number
  engineModules: string[]
}
if (landing.engineModules.length > 0) {
  console.error(`The landing page's initial JS holds the pricing engine: ${landing.engineModules.join(', ')}`)
  process.exit(1)
}

const duration = Number(process.env.BENCH_SECONDS ?? 3)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 64)
const cpuProf = process.argv.includes('--cpu-prof')
const only = process.env.BENCH_ONLY
const onPostgres = process.argv.includes('--postgres')

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

type Target = {
  title: string
  /** The process that answers (its CPU time per request is reported). */
  server?: ChildProcess
  url: string
  method?: 'GET' | 'POST'
  headers?: Record<string, string>
  body?: string
  /** The status every answer must have (200 unless said). */
  status?: number
}

/** CPU time (user + system) a process has used so far, in microseconds (Linux /proc; 0 elsewhere). */
function cpuMicros(child: ChildProcess | undefined): number {
  try {
    const fields = readFileSync(`/proc/${child?.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
    return ((Number(fields[11]) + Number(fields[12])) * 1e6) / 100
  } catch {
    return 0
  }
}

async function measure(t: Target, warmUp = true) {
  const options = {
    url: t.url,
    connections,
    method: t.method ?? 'GET',
    // As a browser asks: compressed answers are accepted.
    headers: { 'accept-encoding': 'gzip, deflate, br', ...t.headers },
    ...(t.body ? { body: t.body } : {}),
  }
  if (warmUp) await autocannon({ ...options, duration: 1 })
  const cpuBefore = cpuMicros(t.server)
  let peakRss = rssBytes(t.server?.pid)
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, rssBytes(t.server?.pid))
  }, 100)
  let result: autocannon.Result
  try {
    result = await autocannon({ ...options, duration })
  } finally {
    clearInterval(sampler)
  }
  const cpu = cpuMicros(t.server) - cpuBefore
  const expected = t.status ?? 200
  const wrong = expected === 200 ? result.non2xx : result['2xx']
  if (wrong > 0 || result.errors > 0 || result.timeouts > 0)
    throw new Error(
      `${t.title}: ${wrong} unexpected statuses, ${result.errors} errors, ${result.timeouts} timeouts`,
    )
  return {
    title: t.title,
    rps: result.requests.average,
    p99: result.latency.p99,
    requests: result.requests.total,
    cpuPerRequest: result.requests.total ? cpu / result.requests.total : 0,
    peakRss,
  }
}

async function json(url: string, init: RequestInit = {}) {
  const res = await fetch(url, init)
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status} ${await res.text()}`)
  return res.json()
}

/**
 * With --postgres: the PostgreSQL 15 server the test suite starts (TEST_PG_PORT moves it), with a fresh
 * database for this run, dropped at the end.
 */
async function benchDatabase(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  if (!onPostgres) return null
  const port = Number(process.env.TEST_PG_PORT ?? 55432)
  const cluster = { dir: join(tmpdir(), `processormatch-test-pg-${port}`), port }
  const adminUrl = startPostgres(cluster) as string
  const name = `bench_${process.pid}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  return {
    url: adminUrl.replace(/\/[^/]+$/, `/${name}`),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl })
      await client.connect()
      await client.query(`drop database if exists ${name} with (force)`)
      await client.end()
      stopPostgres(cluster)
    },
  }
}

const helloPort = 3901
const appPort = 3902
const dataDir = mkdtempSync(join(tmpdir(), 'pm-bench-'))
const children: ChildProcess[] = []
const database = await benchDatabase()
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
      [...(cpuProf ? ['--cpu-prof', '--cpu-prof-dir=profiles'] : []), 'dist/server/main.js'],
      {
        PORT: String(appPort),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        // BENCH_LOG_LEVEL=info measures the access log too (two lines per request, written to /dev/null).
        LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
        NODE_ENV: 'production',
        PAYMENT_GATEWAY: 'sandbox',
        // No mail leaves a benchmark: kept in the outbox on purpose.
        MAIL_TRANSPORT: 'outbox',
        // One client address sends every request: the limit is counted as usual but never reached.
        RATE_LIMIT_PER_MINUTE: String(1e9),
        ...(database ? { DATABASE_URL: database.url } : {}),
      },
      `http://127.0.0.1:${appPort}/readyz`,
    ),
  )
  const base = `http://127.0.0.1:${appPort}`
  const jsonHeaders = { 'content-type': 'application/json', origin: base }
  const answers = {
    businessType: 'established',
    industryType: 'ecommerce',
    monthlyTransactions: 400,
    totalMonthlyVolume: 20000,
    currentProvider: 'PayPal',
    features: ['low-fees', 'recurring'],
    assessmentData: { integrations: ['ecommerce-platform'], timeline: 'soon' },
  }
  const started = await json(`${base}/api/assessment/start`, {
    method: 'POST',
    headers: jsonHeaders,
    body: JSON.stringify({ email: 'bench-owner@example.com', businessType: 'established' }),
  })
  const id = started.assessment.id as string
  const { businessType: _b, ...rest } = answers
  await json(`${base}/api/assessment/${id}/update`, {
    method: 'POST',
    headers: jsonHeaders,
    body: JSON.stringify({ ...rest, assessmentData: { ...rest.assessmentData, step: 6 } }),
  })
  await json(`${base}/api/assessment/${id}/complete`, { method: 'POST', headers: { origin: base } })
  const posts = (await json(`${base}/api/blogv2/public/posts?limit=1&offset=0`)) as { slug: string }[]
  const slug = posts[0]?.slug ?? 'missing'

  // The goal of each row (issue 19): the ratio to hello-world it should reach.
  const goals: Record<string, number> = {
    'GET /api/psp-providers': 0.5,
    'GET /api/rate-history': 0.5,
    'GET /api/assessment/{id}': database ? 0.5 : 0.3,
    'POST /api/estimate': 0.2,
    'GET /': 0.25,
    'GET /blog': 0.25,
    'GET /blog/{slug}': 0.25,
    'GET /recommendations/{id}': 0.25,
    'GET /methodology': 0.25,
    'GET /api/user (signed out)': 0.5,
    'GET /healthz': 0.5,
  }
  const app = children[1]
  const appTargets: Target[] = [
    { title: 'GET /api/psp-providers', url: `${base}/api/psp-providers` },
    { title: 'GET /api/rate-history', url: `${base}/api/rate-history?providerId=stripe` },
    { title: 'GET /api/assessment/{id}', url: `${base}/api/assessment/${id}` },
    {
      title: 'POST /api/estimate',
      url: `${base}/api/estimate`,
      method: 'POST',
      headers: jsonHeaders,
      body: JSON.stringify(answers),
    },
    { title: 'GET /', url: `${base}/` },
    { title: 'GET /blog', url: `${base}/blog` },
    { title: 'GET /blog/{slug}', url: `${base}/blog/${slug}` },
    { title: 'GET /recommendations/{id}', url: `${base}/recommendations/${id}` },
    { title: 'GET /methodology', url: `${base}/methodology` },
    { title: 'GET /api/user (signed out)', url: `${base}/api/user`, status: 401 },
    { title: 'GET /healthz', url: `${base}/healthz` },
  ]
  const targets = appTargets.map((t) => ({ ...t, server: app }))
  // Other work on a shared machine changes what every server gets from one second to the next: each row
  // is compared with hello-world measured just before and just after it, not with one figure for the run.
  const hello: Target = {
    title: 'hello-world (bare Fastify)',
    url: `http://127.0.0.1:${helloPort}/`,
    server: children[0],
  }
  let helloBefore = await measure(hello)
  const helloRuns = [helloBefore]
  const rows: (Awaited<ReturnType<typeof measure>> & { ratio: number })[] = []
  for (const t of targets) {
    if (only && !t.title.includes(only)) continue
    const row = await measure(t)
    const helloAfter = await measure(hello, false)
    helloRuns.push(helloAfter)
    rows.push({ ...row, ratio: row.rps / ((helloBefore.rps + helloAfter.rps) / 2) })
    helloBefore = helloAfter
  }
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length
  const helloRps = helloRuns.map((r) => r.rps)
  const helloCpu = mean(helloRuns.map((r) => r.cpuPerRequest))
  console.info(
    `\n${connections} connections, ${duration} s each, Node ${process.version}, ${database ? 'PostgreSQL' : 'embedded database (PGlite)'}, load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}\n`,
  )
  // The CPU columns do not depend on what else the machine runs: the server's own CPU time per answer, and
  // hello-world's divided by it (the ratio each server would reach with a core of its own).
  console.info(
    'endpoint                         req/s     p99 ms   ratio   goal       CPU µs/req   CPU ratio   peak RSS MiB',
  )
  console.info(
    `${hello.title.padEnd(30)} ${mean(helloRps).toFixed(0).padStart(7)} ${'-'.padStart(10)}   1.000   ${''.padEnd(10)} ${helloCpu.toFixed(0).padStart(10)}       1.000   (mean of ${helloRuns.length} runs, ${Math.min(...helloRps).toFixed(0)}–${Math.max(...helloRps).toFixed(0)} req/s)`,
  )
  for (const r of rows) {
    const goal = goals[r.title]
    const verdict = goal === undefined ? '' : `≥ ${goal.toFixed(2)} ${r.ratio >= goal ? '✓' : '✗'}`
    const cpuRatio = r.cpuPerRequest ? (helloCpu / r.cpuPerRequest).toFixed(3) : '-'
    console.info(
      `${r.title.padEnd(30)} ${r.rps.toFixed(0).padStart(7)} ${String(r.p99).padStart(10)}   ${r.ratio.toFixed(3)}   ${verdict.padEnd(10)} ${r.cpuPerRequest.toFixed(0).padStart(10)}  ${cpuRatio.padStart(10)}  ${mib(r.peakRss).padStart(12)}`,
    )
  }
  // The bar under load: no failed answer (a row with one stops the run), p99 and the server's
  // resident memory within their goals at every row's rate.
  if (rows.length > 0) {
    const slowest = rows.reduce((a, b) => (b.p99 > a.p99 ? b : a))
    const within = rows.filter((r) => r.p99 <= P99_GOAL_MS).length
    const peak = Math.max(...rows.map((r) => r.peakRss))
    console.info(
      `\nUnder load: 0 errors in ${rows.reduce((n, r) => n + r.requests, 0).toLocaleString('en-US')} requests; p99 ≤ ${P99_GOAL_MS} ms on ${within} of ${rows.length} rows (highest ${slowest.p99} ms, ${slowest.title}); server's peak RSS ${mib(peak)} MiB (goal ${mib(RSS_GOAL_BYTES)}${peak > RSS_GOAL_BYTES ? ', NOT MET' : ''})`,
    )
  }
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
  console.info(
    `\nLanding page before interaction: ${kb(landing.gzipBytes)} gzipped JS in ${landing.files.length} files (goal ${kb(LANDING_JS_GOAL)}${landing.gzipBytes > LANDING_JS_GOAL ? ', NOT MET' : ''}), ${kb(landing.cssGzipBytes)} gzipped CSS; pricing engine: not loaded`,
  )
} finally {
  for (const child of children) child.kill('SIGTERM')
  rmSync(dataDir, { recursive: true, force: true })
  // The application closes its connections first.
  await new Promise((resolve) => setTimeout(resolve, 1000))
  await database?.drop()
}
