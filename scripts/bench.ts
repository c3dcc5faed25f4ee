// `npm run bench`: in one run on this machine, every public endpoint and server-rendered page against the
// fair limit (ADR 043): a Fastify hello-world sending the same response headers as the endpoint (the JSON set
// for JSON rows, the page set for page rows), measured just before and just after each row. Prints requests/s,
// p99, the ratio to the fair limit with the row's goal (met/missed), and beside it the ratio to a bare
// hello-world. Each server runs in its own process. `--before <dir>` measures the build in <dir> (a checkout
// of an earlier version, built) in the same run, row by row beside this one, each against its own headers.
// `npm run bench -- --cpu-prof` writes a V8 CPU profile of the application server into ./profiles/.
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
// @ts-expect-error plain ESM script without type declarations
import { ensureBuilt } from './lib/build-if-stale.mjs'
// @ts-expect-error plain ESM script without type declarations
import { freePort } from './lib/free-port.mjs'
// @ts-expect-error plain ESM script without type declarations
import { landingBundle } from './lib/landing-bundle.mjs'
import { rssBytes } from './lib/process-memory'
import { type ThrowawayDatabase, throwawayDatabase } from './lib/throwaway-database'

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
const beforeAt = process.argv.indexOf('--before')
const beforeDir = beforeAt > 0 ? process.argv[beforeAt + 1] : undefined

function startProcess(args: string[], env: Record<string, string>, readyUrl: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 180_000
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
  // A failed answer (e.g. a 503 while the server sheds load on a crowded machine) is counted and shown.
  const failed = (expected === 200 ? result.non2xx : result['2xx']) + result.errors + result.timeouts
  return {
    title: t.title,
    rps: result.requests.average,
    p99: result.latency.p99,
    requests: result.requests.total,
    failed,
    cpuPerRequest: result.requests.total ? cpu / result.requests.total : 0,
    peakRss,
  }
}

async function json(url: string, init: RequestInit = {}) {
  let res = await fetch(url, init)
  // A server still busy starting up (or a crowded machine) sheds load with 503: the set-up asks again.
  for (let tries = 0; res.status === 503 && tries < 30; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 1000))
    res = await fetch(url, init)
  }
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status} ${await res.text()}`)
  return res.json()
}

type Kind = 'json' | 'page'
type Row = Awaited<ReturnType<typeof measure>> & { ratio: number; bareRatio: number; kind: Kind }

// The goal of each row (issue 32): its ratio to the fair limit.
const isPage = (title: string) => !title.includes('/api/') && !title.includes('/healthz')
const goalOf = (title: string, postgres: boolean): number => {
  if (title === 'GET /api/assessment/{id}') return postgres ? 0.5 : 0.3
  if (title === 'POST /api/estimate') return 0.2
  return isPage(title) ? 0.3 : 0.5
}

/** Headers that belong to the body or the connection, not to the endpoint's policy. */
const notPolicy = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
  'etag',
  'vary',
  'content-encoding',
  'last-modified',
  'set-cookie',
])
/** The response headers one of the application's answers carries, as [name, value] pairs. */
async function headersOf(url: string): Promise<[string, string][]> {
  let res = await fetch(url, { headers: { 'accept-encoding': 'gzip, deflate, br' } })
  for (let tries = 0; res.status === 503 && tries < 30; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 1000))
    res = await fetch(url, { headers: { 'accept-encoding': 'gzip, deflate, br' } })
  }
  await res.arrayBuffer()
  if (!res.ok) throw new Error(`GET ${url}: ${res.status}`)
  return [...res.headers.entries()].filter(([name]) => !notPolicy.has(name))
}

const dataDirs: string[] = []
const children: ChildProcess[] = []
const databases: ThrowawayDatabase[] = []
const hello = async (headers: [string, string][] = []) => {
  const port = await freePort()
  const child = await startProcess(
    ['scripts/bench-hello.mjs'],
    { PORT: String(port), HELLO_HEADERS: JSON.stringify(headers) },
    `http://127.0.0.1:${port}/`,
  )
  children.push(child)
  return { url: `http://127.0.0.1:${port}/`, server: child }
}

/** Starts one build of the application with a fresh database, and makes what the rows read. */
async function startApp(tag: string, root: string) {
  const port = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), 'pm-bench-'))
  dataDirs.push(dataDir)
  // With --postgres: a fresh database per build on the test suite's PostgreSQL 15 server.
  const database = onPostgres ? await throwawayDatabase(tag) : null
  if (database) databases.push(database)
  const server = await startProcess(
    [...(cpuProf ? ['--cpu-prof', '--cpu-prof-dir=profiles'] : []), join(root, 'dist/server/main.js')],
    {
      PORT: String(port),
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
    `http://127.0.0.1:${port}/readyz`,
  )
  children.push(server)
  const base = `http://127.0.0.1:${port}`
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
    body: JSON.stringify({ email: `bench-owner-${tag}@example.com`, businessType: 'established' }),
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
  const targets: Target[] = [
    { title: 'GET /api/psp-providers', url: `${base}/api/psp-providers` },
    { title: 'GET /api/rate-history', url: `${base}/api/rate-history?providerId=stripe` },
    { title: 'GET /api/assessment/{id}', url: `${base}/api/assessment/${id}` },
    {
      title: 'POST /api/estimate',
      url: `${base}/api/estimate`,
      method: 'POST' as const,
      headers: jsonHeaders,
      body: JSON.stringify(answers),
    },
    { title: 'GET /', url: `${base}/` },
    { title: 'GET /assessment/start', url: `${base}/assessment/start` },
    { title: 'GET /blog', url: `${base}/blog` },
    { title: 'GET /blog/{slug}', url: `${base}/blog/${slug}` },
    { title: 'GET /recommendations/{id}', url: `${base}/recommendations/${id}` },
    { title: 'GET /methodology', url: `${base}/methodology` },
    { title: 'GET /api/user (signed out)', url: `${base}/api/user`, status: 401 },
    { title: 'GET /healthz', url: `${base}/healthz` },
  ].map((t) => ({ ...t, server }))
  // The fair limits: hello-worlds sending this build's JSON set and page set.
  const fair: Record<Kind, Target> = {
    json: { title: 'fair hello-world (JSON set)', ...(await hello(await headersOf(`${base}/healthz`))) },
    page: { title: 'fair hello-world (page set)', ...(await hello(await headersOf(`${base}/methodology`))) },
  }
  return { tag, targets, fair }
}

try {
  const bare: Target = { title: 'hello-world (bare Fastify)', ...(await hello()) }
  const builds = [await startApp('this', '.')]
  if (beforeDir) builds.push(await startApp('before', beforeDir))
  // Other work on a shared machine changes what every server gets from one second to the next: each row is
  // compared with its baselines measured just before and just after it, not with one figure for the run.
  const last = new Map<Target, Awaited<ReturnType<typeof measure>>>()
  const runs = new Map<Target, Awaited<ReturnType<typeof measure>>[]>()
  const baseline = async (t: Target) => {
    const run = await measure(t, !last.has(t))
    runs.set(t, [...(runs.get(t) ?? []), run])
    const before = last.get(t) ?? run
    last.set(t, run)
    return (before.rps + run.rps) / 2
  }
  await baseline(bare)
  for (const b of builds) for (const f of Object.values(b.fair)) await baseline(f)
  const rows = new Map<string, Row[]>(builds.map((b) => [b.tag, []]))
  const targetCount = builds[0]?.targets.length ?? 0
  // Row by row, each build in turn: the two builds' figures for one endpoint are minutes apart at most.
  for (let i = 0; i < targetCount; i++) {
    for (const b of builds) {
      const t = b.targets[i] as Target
      if (only && !t.title.includes(only)) continue
      const kind: Kind = isPage(t.title) ? 'page' : 'json'
      const row = await measure(t)
      // Each baseline's mean of its runs just before and just after the row.
      const fairRps = await baseline(b.fair[kind])
      const bareRps = await baseline(bare)
      rows.get(b.tag)?.push({ ...row, kind, ratio: row.rps / fairRps, bareRatio: row.rps / bareRps })
    }
  }
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length
  console.info(
    `\n${connections} connections, ${duration} s each, Node ${process.version}, ${onPostgres ? 'PostgreSQL' : 'embedded database (PGlite)'}, load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}\n`,
  )
  const baselineLine = (t: Target) => {
    const r = runs.get(t) ?? []
    const rps = r.map((x) => x.rps)
    return `${t.title.padEnd(34)} ${mean(rps).toFixed(0).padStart(7)} req/s, ${mean(r.map((x) => x.cpuPerRequest)).toFixed(0)} µs CPU/req (mean of ${r.length} runs, ${Math.min(...rps).toFixed(0)}–${Math.max(...rps).toFixed(0)} req/s)`
  }
  console.info(baselineLine(bare))
  for (const b of builds) {
    const fairCpu = (k: Kind) => mean((runs.get(b.fair[k]) ?? []).map((x) => x.cpuPerRequest))
    console.info(`\n${b.tag === 'this' ? 'This build' : `The build in ${beforeDir}`}`)
    for (const f of Object.values(b.fair)) console.info(baselineLine(f))
    // The CPU ratio does not depend on what else the machine runs: the fair server's CPU time per answer
    // divided by the endpoint's (the ratio each server would reach with a core of its own).
    console.info(
      `\n| endpoint | req/s | p99 ms | ratio to fair | goal | ratio to bare | CPU µs/req | CPU ratio to fair | peak RSS MiB | failed |\n|---|---:|---:|---:|---|---:|---:|---:|---:|---:|`,
    )
    for (const r of rows.get(b.tag) ?? []) {
      const goal = goalOf(r.title, onPostgres)
      const verdict = `≥ ${goal.toFixed(2)} ${r.ratio >= goal ? 'met' : 'missed'}`
      const cpuRatio = r.cpuPerRequest ? (fairCpu(r.kind) / r.cpuPerRequest).toFixed(3) : '-'
      console.info(
        `| ${r.title} | ${r.rps.toFixed(0)} | ${r.p99} | ${r.ratio.toFixed(3)} | ${verdict} | ${r.bareRatio.toFixed(3)} | ${r.cpuPerRequest.toFixed(0)} | ${cpuRatio} | ${mib(r.peakRss)} | ${r.failed} |`,
      )
    }
    const all = rows.get(b.tag) ?? []
    if (all.length > 0) {
      const slowest = all.reduce((a, x) => (x.p99 > a.p99 ? x : a))
      const within = all.filter((r) => r.p99 <= P99_GOAL_MS).length
      const peak = Math.max(...all.map((r) => r.peakRss))
      const met = all.filter((r) => r.ratio >= goalOf(r.title, onPostgres)).length
      console.info(
        `\nGoals met on ${met} of ${all.length} rows. Under load: ${all.reduce((n, r) => n + r.failed, 0)} failed answers in ${all.reduce((n, r) => n + r.requests, 0).toLocaleString('en-US')} requests (goal 0); p99 ≤ ${P99_GOAL_MS} ms on ${within} of ${all.length} rows (highest ${slowest.p99} ms, ${slowest.title}); server's peak RSS ${mib(peak)} MiB (goal ${mib(RSS_GOAL_BYTES)}: ${peak > RSS_GOAL_BYTES ? 'missed' : 'met'})`,
      )
    }
  }
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
  console.info(
    `\nLanding page before interaction: ${kb(landing.gzipBytes)} gzipped JS in ${landing.files.length} files (goal ${kb(LANDING_JS_GOAL)}: ${landing.gzipBytes > LANDING_JS_GOAL ? 'missed' : 'met'}), ${kb(landing.cssGzipBytes)} gzipped CSS; pricing engine: not loaded`,
  )
} finally {
  for (const child of children) child.kill('SIGTERM')
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true })
  // The applications close their connections first.
  await new Promise((resolve) => setTimeout(resolve, 1000))
  for (const database of databases) await database.drop()
  databases[0]?.stop()
}
