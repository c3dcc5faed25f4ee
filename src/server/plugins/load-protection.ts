import rateLimit from '@fastify/rate-limit'
import underPressure from '@fastify/under-pressure'
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify'
import type { Config } from '../config'
import { AppError } from '../lib/app-error'
import type { createRateLimitRepository } from '../modules/rate-limit/rate-limit.repository'
import { isStaticFileRoute } from './access'
import { createSharedCounters } from './shared-counters'

type SharedCounters = ReturnType<typeof createSharedCounters>

type Repo = ReturnType<typeof createRateLimitRepository>
type Incr = (err: Error | null, result?: { current: number; ttl: number }) => void

/** Health probes, built files and signed webhooks are not counted. */
const exempt = (request: FastifyRequest) =>
  request.url === '/healthz' ||
  request.url === '/readyz' ||
  request.url.startsWith('/api/webhooks/') ||
  isStaticFileRoute(request)

/**
 * The counters of @fastify/rate-limit live in the database (the rate_limits table), so every instance
 * behind a load balancer shares them. The global limit counts in memory and adds its hits to the shared
 * rows once a second (`shared-counters.ts`), so a request does no database work for it; each route with
 * its own, tighter limit (sign-in, mail) counts every hit in the database under its own prefix.
 */
function databaseStore(repo: Repo, now: () => Date, global: SharedCounters) {
  return class DatabaseStore {
    constructor(
      private readonly options: { timeWindow?: number },
      private readonly prefix = 'http',
    ) {}
    incr(key: string, cb: Incr, timeWindow?: number) {
      if (this.prefix === 'http') {
        cb(null, global.incr(`http:${key}`, Number(timeWindow ?? this.options.timeWindow ?? 60_000)))
        return
      }
      const windowMs = Number(timeWindow ?? this.options.timeWindow ?? 60_000)
      const at = now()
      repo
        .hit(`${this.prefix}:${key}`, windowMs, at)
        .then((hit) =>
          cb(null, { current: hit.count, ttl: Math.max(0, hit.resetAt.getTime() - at.getTime()) }),
        )
        .catch((err: Error) => cb(err))
    }
    child(routeOptions: RouteOptions & { path: string; prefix: string }) {
      // The plugin passes the merged limit with the route under routeInfo.
      const merged = routeOptions as unknown as {
        timeWindow?: number
        routeInfo?: { method?: unknown; url?: string }
      }
      const route = `${[merged.routeInfo?.method ?? ''].flat().join(',')}${merged.routeInfo?.url ?? ''}`
      const { timeWindow } = merged
      return new DatabaseStore({ timeWindow: timeWindow ?? this.options.timeWindow }, `http:${route}`)
    }
  }
}

/**
 * A global per-address rate limit (routes override it with `config.rateLimit`), and load shedding: when
 * the event loop is saturated, requests get a fast 503 instead of queueing.
 */
export async function registerLoadProtection(
  app: FastifyInstance,
  config: Config,
  repo: Repo,
  now: () => Date,
) {
  await app.register(underPressure, {
    maxEventLoopDelay: config.MAX_EVENT_LOOP_DELAY_MS,
    retryAfter: 5,
    pressureHandler: (_request, reply) => {
      reply.header('retry-after', '5')
      throw new AppError('UNAVAILABLE', 'The server is busy, please retry in a few seconds')
    },
  })
  const globalCounters = createSharedCounters(repo.hit, now, (err) =>
    app.log.warn({ err }, 'rate limit counters not shared this time'),
  )
  // Hits not yet shared when the instance stops are at most one flush's worth.
  app.addHook('onClose', async () => globalCounters.stop())
  await app.register(rateLimit, {
    global: true,
    max: config.RATE_LIMIT_PER_MINUTE * config.RATE_LIMIT_MULTIPLIER,
    timeWindow: 60_000,
    store: databaseStore(repo, now, globalCounters),
    // A database outage must not turn into refusing every request: the database's own 503s answer it.
    skipOnError: true,
    allowList: (request) => exempt(request),
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', 'Too many requests, please slow down', {
        headers: { 'retry-after': String(Math.max(1, Math.ceil(context.ttl / 1000))) },
      }),
  })
}

/** The tighter per-route budget of the calls that hash passwords or send mail: 20 a minute per address. */
export const sensitiveRouteLimit = (config: Config) => ({
  max: 20 * config.RATE_LIMIT_MULTIPLIER,
  timeWindow: 60_000,
})
