// The closed-loop buyer stress test (`npm run load -- --stress`): every connection runs the whole buyer
// journey (landing page, assessment, estimate, checkout with the sandbox card, dashboard, blog) and sends its
// next request as soon as the last is answered, for LOAD_SECONDS at LOAD_CONNECTIONS (100). Every journey is a
// new buyer who pays. It measures the server's ceiling, where latency is mostly queueing; LOAD_RATE caps the
// requests a second in all.
import { cpus } from 'node:os'
import autocannon from 'autocannon'
import { onlineShopAnswers } from '../../tests/helpers/merchant-answers'

const duration = Number(process.env.LOAD_SECONDS ?? 60)
const connections = Number(process.env.LOAD_CONNECTIONS ?? 100)
const rate = process.env.LOAD_RATE ? Number(process.env.LOAD_RATE) : undefined

type Context = { email?: string; id?: string; pi?: string; secret?: string; cookies?: Record<string, string> }
type Req = { method: string; path: string; headers: Record<string, string>; body?: string }

const answers = onlineShopAnswers
const json = (req: Req, body: unknown): Req => ({
  ...req,
  headers: { ...req.headers, 'content-type': 'application/json', origin: base },
  body: JSON.stringify(body),
})
const withCookies = (req: Req, c: Context): Req => ({
  ...req,
  headers: {
    ...req.headers,
    cookie: Object.entries(c.cookies ?? {})
      .map(([k, v]) => `${k}=${v}`)
      .join('; '),
  },
})
const keepCookies = (c: Context, headers: Record<string, string | string[]>) => {
  const raw = headers['set-cookie']
  for (const line of [raw ?? []].flat()) {
    const [pair] = line.split(';')
    const at = pair?.indexOf('=') ?? -1
    if (pair && at > 0) c.cookies = { ...c.cookies, [pair.slice(0, at)]: pair.slice(at + 1) }
  }
}
const parse = (body: string) => {
  try {
    return JSON.parse(body)
  } catch {
    return {}
  }
}

/** The server under test (set by runBuyerStress). */
let base = ''
let seq = 0
let journeys = 0

export async function runBuyerStress(target: string, rssKiB: () => number, database: string) {
  base = target
  const posts = (await (await fetch(`${base}/api/blogv2/public/posts`)).json()) as { slug: string }[]
  const slug = posts[0]?.slug
  if (!slug) throw new Error('no published blog post to read')
  const idleRss = rssKiB()

  const requests = [
    { method: 'GET', path: '/' },
    {
      method: 'POST',
      path: '/api/assessment/start',
      setupRequest: (req: Req, c: Context) => {
        c.email = `load-${process.pid}-${++seq}@example.com`
        return json(req, { email: c.email, businessType: 'startup' })
      },
      onResponse: (_s: number, body: string, c: Context) => {
        c.id = parse(body).assessment?.id
      },
    },
    {
      method: 'POST',
      path: '/api/assessment/x/update',
      setupRequest: (req: Req, c: Context) =>
        json({ ...req, path: `/api/assessment/${c.id}/update` }, { ...answers, assessmentData: { step: 5 } }),
    },
    {
      method: 'POST',
      path: '/api/assessment/x/complete',
      setupRequest: (req: Req, c: Context) => ({
        ...req,
        path: `/api/assessment/${c.id}/complete`,
        headers: { ...req.headers, origin: base },
      }),
    },
    {
      method: 'POST',
      path: '/api/estimate',
      setupRequest: (req: Req) => json(req, { ...answers, businessType: 'startup' }),
    },
    {
      method: 'POST',
      path: '/api/create-payment-intent',
      setupRequest: (req: Req, c: Context) => json(req, { assessmentId: c.id, amount: 49.99 }),
      onResponse: (_s: number, body: string, c: Context, headers: Record<string, string | string[]>) => {
        const b = parse(body)
        c.pi = b.paymentIntentId
        c.secret = b.clientSecret
        keepCookies(c, headers)
      },
    },
    {
      method: 'POST',
      path: '/api/checkout/buyer',
      setupRequest: (req: Req, c: Context) =>
        withCookies(json(req, { paymentIntentId: c.pi, email: c.email }), c),
    },
    {
      method: 'POST',
      path: '/api/sandbox/payment-intents/x/confirm',
      setupRequest: (req: Req, c: Context) =>
        json(
          { ...req, path: `/api/sandbox/payment-intents/${c.pi}/confirm` },
          {
            clientSecret: c.secret,
            cardNumber: '4242 4242 4242 4242',
            expiry: '12 / 34',
            cvc: '123',
            receiptEmail: c.email,
          },
        ),
    },
    {
      method: 'POST',
      path: '/api/payment/success',
      setupRequest: (req: Req, c: Context) =>
        withCookies(
          json(req, { paymentIntentId: c.pi, email: c.email, password: 'load test passphrase' }),
          c,
        ),
      onResponse: (_s: number, _b: string, c: Context, headers: Record<string, string | string[]>) =>
        keepCookies(c, headers),
    },
    { method: 'GET', path: '/dashboard', setupRequest: (req: Req, c: Context) => withCookies(req, c) },
    { method: 'GET', path: '/api/user/reports', setupRequest: (req: Req, c: Context) => withCookies(req, c) },
    { method: 'GET', path: '/blog' },
    {
      method: 'GET',
      path: `/blog/${slug}`,
      onResponse: (status: number) => {
        if (status === 200) journeys += 1
      },
    },
  ]

  // Every answer counted per step; the first failure of each step is kept to say what went wrong.
  const failures = new Map<string, { count: number; first: string }>()
  const counted = requests.map((r, step) => ({
    ...r,
    onResponse: (status: number, body: string, c: Context, headers: Record<string, string | string[]>) => {
      if (status >= 300) {
        const key = `${step + 1}. ${r.method} ${r.path} → ${status}`
        const seen = failures.get(key)
        failures.set(key, { count: (seen?.count ?? 0) + 1, first: seen?.first ?? body.slice(0, 200) })
      }
      // biome-ignore lint/suspicious/noExplicitAny: each step's own hook takes some of these arguments
      ;(r as any).onResponse?.(status, body, c, headers)
    },
  }))

  // Three journeys first, step by step, as a warm-up; the last one's times show where the time goes.
  let stepTimes: string[] = []
  for (let round = 0; round < 3; round++) {
    const warm: Context = {}
    stepTimes = []
    for (const r of requests) {
      const req = r.setupRequest ? r.setupRequest({ method: r.method, path: r.path, headers: {} }, warm) : r
      const started = performance.now()
      const res = await fetch(`${base}${req.path}`, {
        method: r.method,
        headers: (req as Req).headers ?? {},
        body: (req as Req).body,
        redirect: 'manual',
      })
      const body = await res.text()
      const headers: Record<string, string[]> = { 'set-cookie': res.headers.getSetCookie() }
      // biome-ignore lint/suspicious/noExplicitAny: each step's own hook takes some of these arguments
      ;(r as any).onResponse?.(res.status, body, warm, headers)
      stepTimes.push(
        `${r.method} ${req.path.replace(/[\w-]{22,}/g, ':id')} ${res.status} ${Math.round(performance.now() - started)} ms`,
      )
    }
  }
  console.info(`One warm journey, step by step:\n  ${stepTimes.join('\n  ')}`)
  journeys = 0

  let peakRss = idleRss
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, rssKiB())
  }, 250)
  console.info(
    `Load: ${connections} connections for ${duration} s, a ${requests.length}-request journey, against ${database}...`,
  )
  const result = await autocannon({
    url: base,
    connections,
    duration,
    // biome-ignore lint/suspicious/noExplicitAny: autocannon's request hooks are typed loosely
    requests: counted as any,
    ...(rate ? { overallRate: rate } : {}),
  })
  clearInterval(sampler)
  const afterRss = rssKiB()
  // autocannon counts a timeout among its errors too: each failed request is counted once.
  const errors = result.errors + result.non2xx
  const mib = (kib: number) => `${Math.round(kib / 1024)} MiB`
  const row = {
    connections,
    'offered req/s': rate ?? 'as fast as answered',
    seconds: duration,
    requests: result.requests.total,
    'req/s': Math.round(result.requests.average),
    journeys,
    errors: `${errors} (${result.non2xx} non-2xx, ${result.errors} socket errors of which ${result.timeouts} timeouts)`,
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'max ms': result.latency.max,
    'RSS idle / peak / after': `${mib(idleRss)} / ${mib(peakRss)} / ${mib(afterRss)}`,
  }
  const keys = Object.keys(row) as (keyof typeof row)[]
  console.info(`\n| ${keys.join(' | ')} |\n| ${keys.map(() => '---').join(' | ')} |`)
  console.info(`| ${keys.map((k) => row[k]).join(' | ')} |`)
  for (const [key, f] of failures) console.info(`  ${key}: ${f.count} × (first: ${f.first})`)
  console.info(`\n${cpus().length} CPU cores (${cpus()[0]?.model ?? 'unknown'}), Node ${process.version}`)
  return errors
}
