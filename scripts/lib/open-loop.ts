// An open-loop load generator: visits arrive at a fixed mean rate (Poisson arrivals) whether or not the
// earlier ones were answered, as real visitors do; the requests of one visit follow one another. A request's
// latency counts from when it was due, so a server (or generator) that falls behind shows it.
import http from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

/** `text()` decodes the body (only the answers a visit reads are decompressed). */
export type Answer = { status: number; text: () => string; setCookie: string[] }
export type Send = (
  method: string,
  path: string,
  headers?: Record<string, string>,
  body?: string,
) => Promise<Answer>

/** `byKind`: each answer's latency under its method and path, ids replaced by `:id` (what made the tail). */
export type Stats = {
  requests: number
  errors: Map<string, number>
  latencies: number[]
  byKind: Map<string, number[]>
}

export const newStats = (): Stats => ({ requests: 0, errors: new Map(), latencies: [], byKind: new Map() })

/** A request's kind: its method and path with ids (and the blog's slug) replaced by `:id`. */
export const kindOf = (method: string, path: string) =>
  `${method} ${path.replace(/(?=[\w-]*[A-Z0-9])[\w-]{20,}/g, ':id').replace(/^\/blog\/[^/]+$/, '/blog/:slug')}`

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0
}

/** A client for one server: kept-alive connections, as many as the visits in flight need. */
export function client(base: string, stats?: () => Stats): Send {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1024 })
  const url = new URL(base)
  return (method, path, headers = {}, body) =>
    new Promise((resolve, reject) => {
      const started = performance.now()
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          method,
          path,
          agent,
          headers: {
            'accept-encoding': 'gzip, br',
            ...headers,
            ...(body ? { 'content-length': Buffer.byteLength(body) } : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = []
          res.on('data', (c: Buffer) => chunks.push(c))
          res.on('end', () => {
            const status = res.statusCode ?? 0
            const s = stats?.()
            if (s) {
              const latency = performance.now() - started
              const kind = kindOf(method, path)
              s.requests += 1
              s.latencies.push(latency)
              const ofKind = s.byKind.get(kind) ?? []
              ofKind.push(latency)
              s.byKind.set(kind, ofKind)
              if (status >= 400) {
                const key = `${kind} → ${status}`
                s.errors.set(key, (s.errors.get(key) ?? 0) + 1)
              }
            }
            const setCookie = res.headers['set-cookie'] ?? []
            const raw = Buffer.concat(chunks)
            const encoding = res.headers['content-encoding']
            const text = () =>
              (encoding === 'br'
                ? brotliDecompressSync(raw)
                : encoding === 'gzip'
                  ? gunzipSync(raw)
                  : raw
              ).toString('utf8')
            resolve({ status, text, setCookie })
          })
        },
      )
      req.on('error', (err) => {
        const s = stats?.()
        if (s) {
          s.requests += 1
          s.errors.set(
            `${method} ${path}: ${err.message}`,
            (s.errors.get(`${method} ${path}: ${err.message}`) ?? 0) + 1,
          )
        }
        reject(err)
      })
      req.end(body)
    })
}

/**
 * Starts visits at `visitsPerSecond` (exponential gaps) for `seconds`, then waits for the last to finish.
 * A visit that fails is counted by the client; the run goes on.
 */
export async function runOpenLoop(visitsPerSecond: number, seconds: number, visit: () => Promise<void>) {
  const inFlight = new Set<Promise<void>>()
  const end = performance.now() + seconds * 1000
  let due = performance.now()
  while (due < end) {
    const wait = due - performance.now()
    if (wait > 0) await new Promise((r) => setTimeout(r, wait))
    const p: Promise<void> = visit()
      .catch(() => undefined)
      .finally(() => inFlight.delete(p))
    inFlight.add(p)
    due += (-Math.log(1 - Math.random()) / visitsPerSecond) * 1000
  }
  await Promise.all(inFlight)
}
